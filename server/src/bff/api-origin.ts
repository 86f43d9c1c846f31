import type { Request } from 'express';

/**
 * Where the BFF asks the API for its own needs (the sitemap): the backend
 * when API_TARGET is set, else this very server over loopback, so both modes take the same path
 * (`/api/...`) and the embedded API needs no second way in.
 */
export function apiOriginFor(req: Request, apiTarget: string | undefined): string {
  // Keep a path prefix (`https://host/base`): the proxy forwards /api/x to /base/api/x too.
  if (apiTarget) return apiTarget.replace(/\/+$/, '');
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address.replace(/^::ffff:/, '')}]` : address;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; it is reachable as a.b.c.d.
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : null;
  return `http://${plain ?? host}:${req.socket.localPort ?? 80}`;
}

/**
 * A GET to the API within a deadline: milliseconds from now, or a signal several calls share.
 * The deadline covers the whole answer, body included (fetch aborts a body still arriving).
 */
export async function apiGet(
  origin: string,
  path: string,
  deadline: number | AbortSignal,
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    headers: { Accept: 'application/json' },
    signal: typeof deadline === 'number' ? AbortSignal.timeout(deadline) : deadline,
  });
}
