import type { EndpointName } from '@cakeshop/shared/endpoints';
import { endpoints } from '@cakeshop/shared/endpoints';
import { shapeProblem } from '@cakeshop/shared/response-shape';
import shapes from 'virtual:response-shapes';

import { HttpError } from './http-error';

/**
 * The browser's check of what a read answered (a page it renders itself, a client-side
 * navigation): an answer outside the contract fails the call like a bad gateway would, so the
 * page shows its error state in the reader's language instead of crashing.
 */
export function checkResponse(name: EndpointName, body: unknown): void {
  const shape = shapes[name];
  const problem = shape ? shapeProblem(shape, body) : null;
  if (problem) {
    throw new HttpError(
      `${endpoints[name].path} answered outside the contract: ${problem}`,
      502,
      [],
      'backend.invalid_response',
    );
  }
}
