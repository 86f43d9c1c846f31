import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/**
 * Paths hidden from every log line: bearer tokens and cookies (session and anti-forgery secrets)
 * must never reach log storage.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** JSON lines on stdout (or `destination`, for tests), one per event. */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'cakeshop' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Lines a reader that stopped reading can cost in memory; past it, new lines are dropped. */
const MAX_BUFFERED_CHARS = 8 * 1024 * 1024;

/** The server's stdout as a log destination, and the way to let go of it at exit. */
export interface LogOutput {
  stream: DestinationStream;
  /** Writes what is still buffered, waiting at most `timeoutMs`, then lets go of stdout. */
  close(timeoutMs: number): Promise<void>;
}

/**
 * Stdout written asynchronously (a slow reader never blocks a request) that can never keep the
 * process alive. Pino's own exit hook flushes synchronously and, on a pipe whose reader is gone
 * (EPIPE), retries every 100 ms for ever; `close` bounds the last writes and leaves the stream
 * closed or destroyed, which that hook skips.
 */
export function stdoutLog(): LogOutput {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 0, maxLength: MAX_BUFFERED_CHARS });
  // Once a write fails (the reader is gone), nothing more will be written: there is nowhere to
  // report it, and a log line must never stop the server.
  let failed = false;
  stream.on('error', () => (failed = true));
  return {
    stream,
    close: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (failed) {
          stream.destroy();
          return resolve();
        }
        // A destroyed stream is one pino's exit hook leaves alone (destroying twice is a no-op).
        const letGo = () => {
          clearTimeout(timer);
          stream.destroy();
          resolve();
        };
        const timer = setTimeout(letGo, timeoutMs);
        stream.once('close', letGo);
        stream.once('error', letGo);
        stream.end();
      }),
  };
}

export type { Logger };
