import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

import type { Request, RequestHandler } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (index.html, the area sheets, translations, favicon): always revalidate by ETag.
const REVALIDATE = 'no-cache';

interface StaticFile {
  path: string;
  cacheControl: string;
  br?: string;
  gz?: string;
}

/** Hashed build output lives under /assets/, except the translations, which keep stable names. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/i18n/')) return REVALIDATE;
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The client build is indexed once at start: lookups never touch the disk for missing files,
 * and only indexed paths can be served (no path traversal). index.html is left to the page
 * handler, which personalises it; `.br`/`.gz` siblings are served in place of their original.
 */
export function indexClientBuild(clientDir: string): Map<string, StaticFile> {
  const files = listFiles(clientDir);
  const present = new Set(files);
  const index = new Map<string, StaticFile>();
  for (const file of files) {
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
    // index.html is personalised by the page handler; dot-folders (Vite's manifest) are for tools.
    if (urlPath === '/index.html' || urlPath.includes('/.')) continue;
    const ext = extname(file);
    if ((ext === '.br' || ext === '.gz') && present.has(file.slice(0, -ext.length))) continue;
    const entry: StaticFile = { path: file, cacheControl: cacheControlFor(urlPath) };
    if (present.has(`${file}.br`)) entry.br = `${file}.br`;
    if (present.has(`${file}.gz`)) entry.gz = `${file}.gz`;
    index.set(urlPath, entry);
  }
  return index;
}

/** Whether Accept-Encoding allows `coding` (q > 0, by name or through `*`). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

function decodedPath(req: Request): string | null {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return null;
  }
}

/**
 * Serves the client build: brotli, else gzip, else the plain file (compression middleware skips
 * them: they carry Content-Encoding already or are not worth compressing again). A miss under
 * /assets/ is a plain 404, never the app: a stale chunk must fail visibly, not parse HTML as JS.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const index = indexClientBuild(clientDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const urlPath = decodedPath(req);
    const file = urlPath === null ? undefined : index.get(urlPath);
    if (!file) {
      if (urlPath?.startsWith('/assets/')) res.status(404).type('text/plain').send('Not found');
      else next();
      return;
    }
    const accept = req.headers['accept-encoding'];
    const encoded = file.br && acceptsEncoding(accept, 'br') ? { path: file.br, coding: 'br' } : undefined;
    const chosen =
      encoded ?? (file.gz && acceptsEncoding(accept, 'gzip') ? { path: file.gz, coding: 'gzip' } : undefined);
    res.setHeader('Cache-Control', file.cacheControl);
    if (file.br || file.gz) res.vary('Accept-Encoding');
    if (chosen) {
      res.type(extname(file.path));
      res.setHeader('Content-Encoding', chosen.coding);
    }
    res.sendFile(chosen?.path ?? file.path, { cacheControl: false, dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
