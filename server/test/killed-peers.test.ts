import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startSmtp, type TestSmtp } from './support/mail';

/**
 * The servers the suite runs in its own process outlive a peer killed in the middle of a
 * conversation: an error there is the peer's, and must never reach vitest as an uncaught
 * exception, which fails the whole run with every test passing.
 */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

/** Sends `line` and waits for the answer that starts with `code`. */
async function say(socket: Socket, line: string | undefined, code: string): Promise<void> {
  let heard = '';
  const answered = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      heard += chunk.toString();
      if (new RegExp(`^${code}[ -]`, 'm').test(heard)) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
  if (line !== undefined) socket.write(`${line}\r\n`);
  await answered;
}

describe('the SMTP server of the tests', () => {
  it('when a sender is killed in the middle of a message (its connection reset), then the server takes the next message', async () => {
    const socket = connect(smtp.port, '127.0.0.1');
    await say(socket, undefined, '220');
    await say(socket, 'EHLO killed.example', '250');
    await say(socket, 'MAIL FROM:<shop@bakery.example>', '250');
    await say(socket, 'RCPT TO:<guest@example.com>', '250');
    await say(socket, 'DATA', '354');
    socket.write('Subject: Cut short\r\n\r\nHalf a mess');
    // What a process killed with SIGKILL leaves behind: a reset, not a goodbye.
    socket.resetAndDestroy();
    await once(socket, 'close');
    await vi.waitFor(() =>
      expect(smtp.errors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']),
    );

    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'shop@bakery.example',
      to: 'guest@example.com',
      subject: 'Whole',
      text: 'Whole',
    });
    transport.close();
    expect(smtp.mails.map((mail) => mail.parsed.subject)).toEqual(['Whole']);
  });
});
