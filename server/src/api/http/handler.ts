import type { Readable } from 'node:stream';

import type { EndpointName, Endpoints, ResponseOf, schemas, User } from '@cakeshop/shared';
import type { z } from 'zod';

/** What the row's own schema produces (after trimming, defaults, text-to-number). */
type Parsed<N extends EndpointName, K extends 'query' | 'body'> =
  (typeof schemas)[N] extends Record<K, infer S>
    ? S extends z.ZodType
      ? z.output<S>
      : undefined
    : undefined;

/** The signed-in user, as the auth guard found it, and the session their token names. */
export interface AuthUser extends User {
  sessionId: string;
}

/** An uploaded file, not yet judged: only its bytes matter, never its name or declared type. */
export interface Upload {
  bytes: Buffer;
}

/** A `file` row's upload, written to a temporary file (removed once the request ends). */
export interface SavedFile {
  path: string;
  size: number;
}

/** What a row that `produces` a file answers with, streamed as it is read. */
export interface FileResponse {
  fileName: string;
  stream: Readable;
}

/** What a route handler receives: already parsed by the endpoint's own schemas. */
export interface HandlerInput<N extends EndpointName> {
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  upload: Upload | undefined;
  /** A `pictures` row's files, in the order sent (none: an empty list). */
  uploads: Upload[];
  file: SavedFile | undefined;
  user: AuthUser | undefined;
  /** The caller's address, for login throttling. */
  ip: string;
}

/** What a row that `produces` a text file answers with: its text, and the name to save it under. */
export interface TextFile {
  fileName: string;
  text: string;
}

type Output<N extends EndpointName> = Endpoints[N] extends { produces: 'application/gzip' }
  ? FileResponse
  : Endpoints[N] extends { produces: 'text/calendar' }
    ? TextFile
    : ResponseOf<N>;

type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<Output<N>>;

/** One handler per row of the endpoint table; the compiler checks none is missing. */
export type Handlers = { [N in EndpointName]: Handler<N> };
