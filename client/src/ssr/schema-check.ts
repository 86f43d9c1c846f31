import type { EndpointName } from '@cakeshop/shared';
import { endpoints, schemas, toErrorDetails } from '@cakeshop/shared';

import { HttpError } from '../lib/http-error';

/** How many mismatched fields one failure names (the first few say what went wrong). */
const SHOWN = 3;

/**
 * The server's check of what the API answered, with the contract's zod schemas (the renderer
 * may carry zod; the browser may not). An answer outside the contract fails its query: the page
 * is not rendered from it, and the reason, with each field's path, goes to the BFF's log.
 */
export function checkWithSchemas(name: EndpointName, body: unknown): void {
  const schema = schemas[name].response;
  if (!schema) return;
  const result = schema.safeParse(body);
  if (result.success) return;
  const details = toErrorDetails(result.error);
  const fields = details.slice(0, SHOWN).map((detail) => `${detail.path || '(the body)'}: ${detail.message}`);
  if (details.length > SHOWN) fields.push(`and ${details.length - SHOWN} more`);
  throw new HttpError(
    `${endpoints[name].path} answered outside the contract: ${fields.join('; ')}`,
    502,
    details,
    'backend.invalid_response',
  );
}
