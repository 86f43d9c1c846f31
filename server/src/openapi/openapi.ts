import {
  conflicts,
  endpointList,
  errorBody,
  FILE_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_HEADER_KEY,
  IDEMPOTENCY_KEY_HOURS,
  IMAGE_FIELD,
  MAX_CUSTOM_CAKE_PICTURES,
  PICTURES_FIELD,
  isVisitorRequest,
  throttled,
} from '@cakeshop/shared';
import type { Endpoint } from '@cakeshop/shared';
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { z } from 'zod';

import { toJsonSchema, type JsonSchema } from './json-schema';

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_REF } },
});

const queryShape = (endpoint: Endpoint) =>
  ((endpoint.query as z.ZodObject | undefined)?.shape ?? {}) as object;
const bodyShape = (endpoint: Endpoint) => ((endpoint.body as z.ZodObject | undefined)?.shape ?? {}) as object;

/** A row that names one record: an unknown id is 404. */
const namesARecord = (endpoint: Endpoint) => 'Id' in queryShape(endpoint) || 'id' in bodyShape(endpoint);

/** Writes pass the BFF's anti-forgery check (DESIGN.md, "Anti-forgery"). */
const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET';

const XSRF_HEADER = {
  name: 'X-XSRF-TOKEN',
  in: 'header',
  required: true,
  description:
    'The value of the XSRF-TOKEN cookie the BFF sets on every page. Checked by the BFF: a backend behind it need not check it.',
  schema: { type: 'string' },
};

/** Visitors' requests (API.md, "Conventions"): the header, its answers, and the mark of a repeat. */
const IDEMPOTENCY_KEY = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    `Makes the request idempotent (IETF httpapi draft "The Idempotency-Key HTTP Header Field"), as the body field ` +
    `\`${IDEMPOTENCY_FIELD}\` does for the site's forms (both present and different: 400). A repeat within ` +
    `${IDEMPOTENCY_KEY_HOURS} hours gets the first answer, status and body as they were; the same key with another ` +
    'body gets 422, and while the first is still being processed 409. Only a success is kept: after a refusal the ' +
    'key may be sent again. Optional for a backend behind the BFF.',
  schema: { type: 'string', pattern: IDEMPOTENCY_HEADER_KEY.source },
};
const REPLAYED = {
  'Idempotent-Replayed': {
    description: 'Present (`true`) when this is the stored answer of an earlier request with the same key',
    schema: { type: 'string', enum: ['true'] },
  },
};
const IN_FLIGHT = 'A request with this Idempotency-Key is still being processed (idempotency.in_flight)';

function parameters(endpoint: Endpoint): JsonSchema[] {
  const result: JsonSchema[] = [];
  if (endpoint.query) {
    const schema = toJsonSchema(endpoint.query, 'input');
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      result.push({
        name,
        in: 'query',
        required: required.has(name),
        description: 'Matched case-insensitively.',
        schema: property,
      });
    }
  }
  if (isWrite(endpoint)) result.push(XSRF_HEADER);
  if (isVisitorRequest(endpoint)) result.push(IDEMPOTENCY_KEY);
  return result;
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.input === 'file') {
    const file = { type: 'string', format: 'binary', description: 'A .tar.gz from the matching download' };
    const schema = { type: 'object', properties: { [FILE_FIELD]: file }, required: [FILE_FIELD] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!endpoint.body) return undefined;
  const schema = toJsonSchema(endpoint.body, 'input');
  if (endpoint.input !== 'multipart' && endpoint.input !== 'pictures') {
    return { required: true, content: { 'application/json': { schema } } };
  }
  const picture = { type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WebP' };
  const properties = {
    ...((schema.properties ?? {}) as JsonSchema),
    ...(endpoint.input === 'pictures'
      ? {
          [PICTURES_FIELD]: {
            type: 'array',
            items: picture,
            maxItems: MAX_CUSTOM_CAKE_PICTURES,
            description: 'Up to three pictures, each under this field name',
          },
        }
      : { [IMAGE_FIELD]: picture }),
  };
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
}

/** Every status the row can answer, and none it cannot. */
function responses(endpoint: Endpoint): JsonSchema {
  const success =
    !endpoint.response && endpoint.produces
      ? {
          description: endpoint.summary,
          content: { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } },
        }
      : endpoint.response
        ? {
            description: endpoint.summary,
            content: {
              [endpoint.produces ?? 'application/json']: {
                schema: toJsonSchema(endpoint.response, 'output'),
              },
            },
          }
        : { description: `${endpoint.summary}: no content` };
  const visitorRequest = isVisitorRequest(endpoint);
  const result: JsonSchema = {
    [endpoint.status]: visitorRequest ? { ...success, headers: REPLAYED } : success,
  };
  const takesFile = endpoint.input === 'file';
  if (endpoint.query || endpoint.body || takesFile)
    result['400'] = errorResponse('Validation failed; details name each field');
  if (endpoint.name === 'Login') result['401'] = errorResponse('Unknown e-mail or wrong password');
  else if (endpoint.auth !== 'public') result['401'] = errorResponse('No, invalid, expired or revoked token');
  if (endpoint.auth === 'owner')
    result['403'] = errorResponse(
      isWrite(endpoint)
        ? 'Signed in, but not as an owner; or the X-XSRF-TOKEN header is missing or wrong'
        : 'Signed in, but not as an owner',
    );
  else if (isWrite(endpoint)) result['403'] = errorResponse('The X-XSRF-TOKEN header is missing or wrong');
  if (namesARecord(endpoint)) result['404'] = errorResponse('No such id');
  const conflict = [conflicts[endpoint.name], visitorRequest ? IN_FLIGHT : undefined].filter(Boolean);
  if (conflict.length > 0) result['409'] = errorResponse(conflict.join('; or '));
  if (endpoint.body || takesFile) {
    result['413'] = errorResponse('Body or upload too large');
    result['415'] = errorResponse(
      endpoint.input === 'multipart' || endpoint.input === 'pictures'
        ? 'Not a form, or an image that is not JPEG, PNG, GIF or WebP'
        : 'Not JSON',
    );
  }
  if (visitorRequest)
    result['422'] = errorResponse('The Idempotency-Key was used with another body (idempotency.mismatch)');
  const throttle = throttled[endpoint.name];
  if (throttle) {
    result['429'] = errorResponse(throttle, {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
    });
  }
  result['500'] = errorResponse('Unexpected failure (the message carries no internals)');
  result['502'] = errorResponse('From the BFF: the backend refused or reset the connection');
  result['504'] = errorResponse('From the BFF: the backend did not answer in time');
  return result;
}

function operation(endpoint: Endpoint): JsonSchema {
  const body = requestBody(endpoint);
  const optional = endpoint.optional === true;
  return {
    operationId: endpoint.name,
    tags: [endpoint.area],
    summary: endpoint.summary,
    ...(optional
      ? {
          description:
            'Second version of the contract: a backend may lack it (404), and the site falls back.',
          'x-optional': true,
        }
      : {}),
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint),
    security: endpoint.auth === 'public' ? [] : [{ bearer: [] }],
  };
}

/** OpenAPI 3.1, generated from the shared endpoint table so it can never drift from the routes. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpointList) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  const tags = [...new Set(endpointList.map((endpoint) => endpoint.area))].map((name) => ({
    name,
    description: `The ${name} endpoints`,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cakeshop /api',
      version: '1.0.0',
      description:
        'The contract between the site and any backend behind it (API.md), generated from the shared endpoint table. ' +
        'Paths and query names are matched case-insensitively. Responses may carry properties not listed here.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The BFF, on the site’s own origin' }],
    tags,
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorBody, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * `GET /api/openapi.json`, answered by the BFF itself in both modes (never forwarded): the
 * document describes the contract, not whichever backend is behind.
 */
export function openApiRoute(): Router {
  const router = express.Router();
  let document: string | undefined;
  router.get('/openapi.json', (_req: Request, res: Response) => {
    document ??= JSON.stringify(buildOpenApi());
    res.type('application/json').send(document);
  });
  return router;
}
