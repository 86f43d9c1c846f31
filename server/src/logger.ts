import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/**
 * Paths hidden from every log line: bearer tokens and cookies (session and anti-forgery secrets)
 * must never reach log storage.
 */
export const REDACTED_PATHS = [
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

export type { Logger };
