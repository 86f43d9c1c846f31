import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const leaf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/**
 * The contract's inputs accept a number as a number or as its text ("12.5", what a form sends),
 * then check it (`integer(1, 100)`, `price`). zod describes such a pipe by what it reads, a
 * bare number-or-string, which would let `Id=0` or `pageSize=101` pass the document: say what
 * the pipe checks instead, the bounds and integer-ness of a number, the format of a string.
 */
function describeChecks(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const def = ctx.zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const out = leaf(def.out as z.ZodType);
  if (out.type === 'number' || out.type === 'integer') {
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    Object.assign(ctx.jsonSchema, out);
  } else if (out.type === 'string' && ctx.jsonSchema.type === 'string') {
    if (out.format) ctx.jsonSchema.format = out.format;
    if (typeof out.pattern === 'string' && out.format !== 'email') ctx.jsonSchema.pattern = out.pattern;
  }
}

/**
 * A row's schema as JSON Schema. Inputs say what the server checks; outputs allow properties
 * the contract does not name (a tolerant reader: a backend may send more).
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (io === 'input') describeChecks(ctx);
      else if (ctx.jsonSchema.additionalProperties === false) delete ctx.jsonSchema.additionalProperties;
    },
  }) as JsonSchema;
  const { $schema: _ignored, ...rest } = json;
  return rest;
}
