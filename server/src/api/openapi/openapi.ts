import { endpointList, errorBody, IMAGE_FIELD } from '@cakeshop/shared';
import type { Endpoint } from '@cakeshop/shared';
import type { Router } from 'express';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

function parameters(endpoint: Endpoint): JsonSchema[] {
  if (!endpoint.query) return [];
  const schema = toSchema(endpoint.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description: 'Matched case-insensitively.',
    schema: property,
  }));
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (!endpoint.body) return undefined;
  const schema = toSchema(endpoint.body, 'input');
  if (endpoint.input !== 'multipart') {
    return { required: true, content: { 'application/json': { schema } } };
  }
  const properties = {
    ...((schema.properties ?? {}) as JsonSchema),
    [IMAGE_FIELD]: { type: 'string', format: 'binary', description: 'JPEG, PNG, GIF or WebP' },
  };
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
}

function responses(endpoint: Endpoint): JsonSchema {
  const success = endpoint.response
    ? {
        description: endpoint.summary,
        content: {
          [endpoint.produces ?? 'application/json']: { schema: toSchema(endpoint.response, 'output') },
        },
      }
    : { description: `${endpoint.summary}: no content` };
  const result: JsonSchema = { [endpoint.status]: success };
  if (endpoint.query || endpoint.body)
    result['400'] = errorResponse('Validation failed; details name each field');
  if (endpoint.auth !== 'public') result['401'] = errorResponse('No, invalid or expired token');
  if (endpoint.query && 'Id' in ((endpoint.query as z.ZodObject).shape ?? {}))
    result['404'] = errorResponse('No such id');
  if (endpoint.name === 'AddUser' || endpoint.name.startsWith('Delete'))
    result['409'] = errorResponse('Conflict');
  if (endpoint.name === 'AddCourseBooking')
    result['409'] = errorResponse('The course is past or has fewer seats left');
  if (endpoint.name.startsWith('Update') && endpoint.name.endsWith('Status'))
    result['409'] = errorResponse('A step the status graph forbids');
  if (endpoint.body) {
    result['413'] = errorResponse('Body or upload too large');
    result['415'] = errorResponse('Unsupported content type or image');
  }
  if (endpoint.name === 'Login' || endpoint.name === 'TrackRequest')
    result['429'] = errorResponse('Too many failed attempts; see Retry-After');
  if (endpoint.name === 'AddCakeOrder' || endpoint.name === 'AddCourseBooking')
    result['429'] = errorResponse('Too many requests from this address this hour; see Retry-After');
  result['500'] = errorResponse('Unexpected failure');
  return result;
}

/** OpenAPI 3.1, generated from the shared endpoint table so it can never drift from the routes. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpointList) {
    const body = requestBody(endpoint);
    const operation: JsonSchema = {
      operationId: endpoint.name,
      tags: [endpoint.area],
      summary: endpoint.summary,
      parameters: parameters(endpoint),
      ...(body ? { requestBody: body } : {}),
      responses: responses(endpoint),
      security: endpoint.auth === 'public' ? [] : [{ bearer: [] }],
      ...(endpoint.optional ? { 'x-optional': true } : {}),
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cakeshop /api',
      version: '1.0.0',
      description: 'The contract of ../shared/API.md, as code.',
    },
    paths,
    components: {
      schemas: { Error: toSchema(errorBody, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

export function registerOpenApiRoute(router: Router): void {
  let document: JsonSchema | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApi();
    res.json(document);
  });
}
