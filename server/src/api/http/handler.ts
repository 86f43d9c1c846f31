import type { EndpointName, ResponseOf, schemas } from '@cakeshop/shared';
import type { z } from 'zod';

/** What the row's own schema produces (after trimming, defaults, text-to-number). */
type Parsed<N extends EndpointName, K extends 'query' | 'body'> =
  (typeof schemas)[N] extends Record<K, infer S>
    ? S extends z.ZodType
      ? z.output<S>
      : undefined
    : undefined;

/** The signed-in user, as the auth guard found it. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  roles: string[];
}

/** An uploaded file, not yet judged: only its bytes matter, never its name or declared type. */
export interface Upload {
  bytes: Buffer;
}

/** What a route handler receives: already parsed by the endpoint's own schemas. */
export interface HandlerInput<N extends EndpointName> {
  query: Parsed<N, 'query'>;
  body: Parsed<N, 'body'>;
  upload: Upload | undefined;
  user: AuthUser | undefined;
  /** The caller's address, for login throttling. */
  ip: string;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<ResponseOf<N>>;

/** One handler per row of the endpoint table; the compiler checks none is missing. */
export type Handlers = { [N in EndpointName]: Handler<N> };
