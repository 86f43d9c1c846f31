import * as z from 'zod';

import type { EndpointName } from './endpoints';
import type { Shape } from './response-shape';
import { endpointList } from './schemas';

type JsonSchema = { [key: string]: unknown };

const PRIMITIVES: Record<string, string> = { string: 's', number: 'n', integer: 'i', boolean: 'b' };

/** A shape that also allows null: a list or object that may be null (a record's draft, a calendar's week). */
function nullable(shape: Shape): Shape {
  if (typeof shape === 'string') return shape.endsWith('?') ? shape : `${shape}?`;
  return Array.isArray(shape) && shape.length === 2 ? shape : ['?', shape];
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
  if (type === 'array') {
    const list: Shape = [fromJson((schema.items ?? {}) as JsonSchema)];
    return orNull ? nullable(list) : list;
  }
  if (type === 'object') {
    const required = new Set((schema.required ?? []) as string[]);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const object: Shape = Object.fromEntries(
      Object.entries(properties).map(([key, inner]) => [
        required.has(key) ? key : `${key}?`,
        fromJson(inner),
      ]),
    );
    return orNull ? nullable(object) : object;
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
