import { once } from 'node:events';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import PostalMime from 'postal-mime';
import type { Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
  /** The text as a reader sees it (decoded from base64 or quoted-printable, the text part of a multipart). */
  text: string;
  /** The message read by a real MIME parser: subject, text and HTML parts, headers. */
  parsed: Email;
}

export interface TestSmtp {
  port: number;
  mails: Mail[];
  /** Connections that broke (a sender killed mid-message resets its socket), in the order seen. */
  errors: Error[];
  close: () => Promise<void>;
}

/** A real SMTP server in this process: it keeps what it receives and refuses one mailbox for good. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: Mail[] = [];
  const errors: Error[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'nobody@example.com') {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void PostalMime.parse(raw).then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: parsed.text ?? '',
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  // smtp-server passes a connection's error in the middle of a message on to the server, whose
  // 'error' without a listener would be an uncaught exception: a test that kills a server while it
  // sends (the replicas' kill -9) would fail the whole run with `read ECONNRESET`.
  server.on('error', (error: Error) => errors.push(error));
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    errors,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A real HTTP listener for the webhook, started on a given port (so it can be down for a while). */
export async function startHook(port = 0): Promise<{ server: Server; port: number; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, bodies };
}

export const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const { server, port } = await startHook();
  await stop(server);
  return port;
}
