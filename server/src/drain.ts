import { createServer, ServerResponse, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

import type { Logger } from './logger';

interface DrainOptions {
  /** How long /readyz answers 503 before the listener closes (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** Then how long requests in flight get before their connections are cut. */
  graceMs: number;
  /** Turns /readyz to 503. */
  beginShutdown: () => void;
  logger: Logger;
}

export interface DrainingServer {
  server: Server;
  /**
   * Stops in the order a load balancer needs (DESIGN.md, "The BFF"): /readyz answers 503 at once
   * while everything is still served for `delayMs`, and every response from then on says
   * `Connection: close`; then the listener closes and requests in flight get `graceMs` to
   * finish. Resolves once they have (or were cut); calling it again returns the same stop.
   */
  drain: (options: DrainOptions) => Promise<void>;
}

/**
 * An HTTP server that can be drained. A response whose head goes out after the stop began says
 * `Connection: close`, decided as its head is written: a request already in flight then is told
 * too, and neither the app nor a backend's kept-alive answer in proxy mode can undo it. A client
 * that sends its next request on a connection told to close opens a new one instead of having it
 * reset under it when the socket goes.
 */
export function drainingServer(): DrainingServer {
  let stopping = false;
  let listenerClosed = false;
  let stop: Promise<void> | undefined;

  // An own property of each response: Express swaps the prototype of the responses it serves, so
  // a subclass's method would be lost. One function for all, read as the head is written.
  function writeHead(this: ServerResponse, ...head: unknown[]): ServerResponse {
    if (stopping) this.setHeader('Connection', 'close');
    ServerResponse.prototype.writeHead.apply(this, head as Parameters<ServerResponse['writeHead']>);
    return this;
  }

  const server = createServer();
  server.on('request', (_req, res) => {
    res.writeHead = writeHead;
    // A kept-alive socket whose response just ended would idle until its keep-alive timeout and
    // hold server.close: once the listener is closed it is closed at once.
    res.on('finish', () => {
      if (listenerClosed) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function run({ delayMs, graceMs, beginShutdown, logger }: DrainOptions): Promise<void> {
    stopping = true;
    beginShutdown();
    logger.info({ delayMs }, 'shutting down: /readyz answers 503; still serving until the delay is over');
    await delay(delayMs);
    logger.info('no longer accepting connections: draining in-flight requests');
    listenerClosed = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Bounded whatever the backend or a client does: past the grace period the remaining
    // connections are cut, and the stop goes on even if some socket (an upgraded one, which
    // closeAllConnections does not see) would keep server.close waiting.
    let deadline: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      deadline = setTimeout(() => {
        logger.warn('grace period over: closing the remaining connections');
        server.closeAllConnections();
        resolve();
      }, graceMs);
    });
    await Promise.race([closed, graceOver]);
    clearTimeout(deadline);
  }

  return {
    server,
    drain: (options) => (stop ??= run(options)),
  };
}
