import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

import type { Request, RequestHandler, Response } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (the area sheets, translations, favicon): always revalidate by ETag.
const REVALIDATE = 'no-cache';
// The whole client build is about a megabyte; files this small are kept in memory, which
// serves several times the requests per second of opening and streaming them each time.
const MAX_CACHED_FILE = 1024 * 1024;
const MAX_CACHED_TOTAL = 64 * 1024 * 1024;

type Coding = 'br' | 'gzip' | 'identity';

interface Variant {
  path: string;
  etag: string;
  /** Null when the file is too large to keep in memory: it is streamed from disk instead. */
  bytes: Buffer | null;
}

interface StaticFile {
  cacheControl: string;
  type: string;
  variants: Partial<Record<Coding, Variant>>;
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
function indexClientBuild(clientDir: string): Map<string, StaticFile> {
  const files = listFiles(clientDir);
  const present = new Set(files);
  const index = new Map<string, StaticFile>();
  let cached = 0;
  const variant = (path: string): Variant => {
    const size = statSync(path).size;
    const keep = size <= MAX_CACHED_FILE && cached + size <= MAX_CACHED_TOTAL;
    const bytes = readFileSync(path);
    if (keep) cached += size;
    // A content hash: the same on every instance behind a load balancer, unlike size + mtime.
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    return { path, etag, bytes: keep ? bytes : null };
  };
  for (const file of files) {
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
    // index.html is personalised by the page handler; dot-folders (Vite's manifest) are for tools.
    if (urlPath === '/index.html' || urlPath.includes('/.')) continue;
    const ext = extname(file);
    if ((ext === '.br' || ext === '.gz') && present.has(file.slice(0, -ext.length))) continue;
    const entry: StaticFile = { cacheControl: cacheControlFor(urlPath), type: ext, variants: {} };
    entry.variants.identity = variant(file);
    if (present.has(`${file}.br`)) entry.variants.br = variant(`${file}.br`);
    if (present.has(`${file}.gz`)) entry.variants.gzip = variant(`${file}.gz`);
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

function choose(file: StaticFile, acceptEncoding: string | undefined): [Coding, Variant] {
  const { br, gzip, identity } = file.variants;
  if (br && acceptsEncoding(acceptEncoding, 'br')) return ['br', br];
  if (gzip && acceptsEncoding(acceptEncoding, 'gzip')) return ['gzip', gzip];
  return ['identity', identity as Variant];
}

function send(res: Response, variant: Variant, next: (err?: unknown) => void): void {
  res.setHeader('ETag', variant.etag);
  // res.send answers 304 to a matching If-None-Match and sends no body to HEAD.
  if (variant.bytes) {
    res.send(variant.bytes);
    return;
  }
  res.sendFile(variant.path, { cacheControl: false, etag: false, dotfiles: 'allow' }, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

/**
 * Serves the client build: brotli, else gzip, else the plain file (the compression middleware
 * leaves them alone: they carry Content-Encoding already). A miss under /assets/ is a plain 404,
 * never the app: a stale chunk must fail visibly, not be parsed as HTML.
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
    const [coding, variant] = choose(file, req.headers['accept-encoding']);
    res.setHeader('Cache-Control', file.cacheControl);
    res.type(file.type);
    if (file.variants.br || file.variants.gzip) res.vary('Accept-Encoding');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    send(res, variant, next);
  };
}
