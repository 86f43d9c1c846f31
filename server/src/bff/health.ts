import { connect } from 'node:net';

import { Router } from 'express';

export interface HealthOptions {
  /** Whatever /api depends on: the embedded database, or the backend. */
  isReady(): boolean | Promise<boolean>;
  isShuttingDown(): boolean;
}

/**
 * `/healthz`: the process is up (restart it if not). `/readyz`: send it traffic (the database or
 * backend answers, and it is not draining for a shutdown).
 */
export function healthRoutes(options: HealthOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (options.isShuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    const ready = await Promise.resolve(options.isReady()).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  return router;
}

/** A backend is reachable when a TCP connection to it opens within the timeout. */
export function canConnect(targetUrl: string, timeoutMs = 1000): Promise<boolean> {
  const url = new URL(targetUrl);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
