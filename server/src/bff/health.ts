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

/** A cheap GET of the contract: what the backend answers there, it can answer for the site. */
const PROBE_PATH = '/api/Home/GetHomeData';

/**
 * The backend is ready when a real request (not just a TCP connection: a hung backend accepts
 * those) gets an answer, body included, within the deadline; a 5xx is not an answer.
 */
export async function backendAnswers(origin: string, deadlineMs: number): Promise<boolean> {
  try {
    // The deadline covers the whole answer, body included (fetch aborts a body still arriving).
    const response = await fetch(`${origin}${PROBE_PATH}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(deadlineMs),
    });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * The last answer of `check`, reused for `ttlMs`; checks asked for meanwhile share the one in
 * flight. A storm of probes (many replicas, aggressive intervals) then costs the backend about
 * one request per `ttlMs`.
 */
export function remembered(
  check: () => Promise<boolean>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; ready: Promise<boolean> } | undefined;
  return () => {
    if (!last || now() - last.at >= ttlMs) {
      const entry = { at: Number.POSITIVE_INFINITY, ready: check() };
      // Remembered from the moment it settles, so a slow check is not repeated while it runs.
      void entry.ready.then(() => (entry.at = now()));
      last = entry;
    }
    return last.ready;
  };
}
