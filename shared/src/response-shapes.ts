import * as z from 'zod';

import type { EndpointName } from './endpoints';
import type { Shape } from './response-shape';
import { endpointList } from './schemas';

type JsonSchema = { [key: string]: unknown };

const PRIMITIVES: Record<string, string> = { string: 's', number: 'n', integer: 'i', boolean: 'b' };

/**
 * A shape that also allows null. An object or a list that may be null (a record's draft) is
 * taken as it comes: the browser's small check names no such case, the server's zod check does.
 */
function nullable(shape: Shape): Shape {
  if (typeof shape !== 'string') return '*';
  return shape.endsWith('?') ? shape : `${shape}?`;
}

function fromJson(schema: JsonSchema): Shape {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const others = anyOf.filter((option) => option.type !== 'null');
    const [only] = others;
    if (others.length === 1 && only) {
      const shape = fromJson(only);
      return others.length < anyOf.length ? nullable(shape) : shape;
    }
    return '*';
  }
  const [type] = types.filter((name) => name !== 'null');
  const orNull = types.includes('null');
  if (type === 'array') return [fromJson((schema.items ?? {}) as JsonSchema)];
  if (type === 'object') {
    const required = new Set((schema.required ?? []) as string[]);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return Object.fromEntries(
      Object.entries(properties).map(([key, inner]) => [
        required.has(key) ? key : `${key}?`,
        fromJson(inner),
      ]),
    );
  }
  const primitive = type ? PRIMITIVES[type] : undefined;
  if (!primitive) return '*';
  return orNull ? `${primitive}?` : primitive;
}

/** A zod response schema as the browser's shape (see response-shape.ts). */
export function shapeOf(schema: z.ZodType): Shape {
  return fromJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
}

/** The response shape of every read (GET) row, for the client's build to check answers by. */
export function responseShapes(): Partial<Record<EndpointName, Shape>> {
  return Object.fromEntries(
    endpointList.flatMap((endpoint) =>
      endpoint.method === 'GET' && endpoint.response ? [[endpoint.name, shapeOf(endpoint.response)]] : [],
    ),
  );
}
