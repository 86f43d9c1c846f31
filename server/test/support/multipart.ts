import { request } from 'node:http';
import { Readable } from 'node:stream';

export type Part =
  { name: string; value: string | Buffer } | { name: string; filename: string; type: string; bytes: Buffer };

export const BOUNDARY = '----cakeshop-test-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body written byte for byte, so a test can put any bytes in a field. */
export function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from('filename' in part ? part.bytes : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The start of a form: these fields whole, then the headers of a file part whose bytes follow. */
export function headOfUpload(
  fields: { name: string; value: string }[],
  file: { name: string; filename: string },
): Buffer {
  const whole = fields.map(
    ({ name, value }) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(
    `${whole.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; ` +
      `filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
}

export interface Streamed {
  status: number;
  /** How many bytes of the body had been handed to the socket when the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * Sends `head` then `total` more bytes of filler, made as the socket takes them, and notes how
 * much had gone when the answer arrived: a server that answers before reading stops the count.
 */
export function streamLarge(
  origin: string,
  path: string,
  headers: Record<string, string>,
  head: Buffer,
  total: number,
): Promise<Streamed> {
  let sent = 0;
  const filler = Buffer.alloc(64 * 1024, 0x61);
  const body = new Readable({
    read() {
      if (sent === 0) {
        sent += head.length;
        this.push(head);
      } else if (sent >= total) this.push(null);
      else {
        sent += filler.length;
        this.push(filler);
      }
    },
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    const call = request(`${origin}${path}`, { method: 'POST', headers }, (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      response.resume();
      body.unpipe(call);
      body.destroy();
      resolve({ status: response.statusCode ?? 0, sentBeforeAnswer });
    });
    // Once the server has answered and closed, writing more fails: that is the point.
    call.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes`, { cause: error }));
    });
    body.pipe(call);
  });
}
