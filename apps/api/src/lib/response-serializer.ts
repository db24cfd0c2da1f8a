import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { $ZodType } from 'zod/v4/core';
import { REFUSED, writerOf } from './json-writer.js';

// Every answer is checked against its route's response schema, and keys the schema does not name are dropped,
// before it is written. The type provider's serializer does that with zod's encode, which runs each schema with
// checks twice (a trial pass, then the real one) and never takes zod's compiled fast path: about four times the
// cost of a parse, the largest part of what the Fastify app spent per request beyond the handler's own work.
// For a schema made only of plain data types (no transform, codec, pipe, default or catch), encoding and parsing
// accept the same values and give the same result, so such a schema is parsed; any other keeps zod's encode.

/** Schema kinds whose parse and encode agree: each one validates, strips, and passes the value on unchanged. */
const PLAIN_KINDS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'any',
  'unknown',
  'nullable',
  'optional',
  'readonly',
  'array',
  'object',
  'union',
  'intersection',
  'record',
  'tuple',
]);

interface Definition {
  type: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: readonly $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: readonly $ZodType[];
  rest?: $ZodType | null;
}

/** The schemas a schema is built of, one level down. */
function partsOf(def: Definition): $ZodType[] {
  return [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...[
      def.catchall,
      def.element,
      def.innerType,
      def.left,
      def.right,
      def.keyType,
      def.valueType,
      def.rest,
    ].filter((part): part is $ZodType => part !== undefined && part !== null),
  ];
}

/** True when the schema and every schema inside it is plain data (PLAIN_KINDS, no coercion). */
export function isPlainSchema(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as Definition;
  if (!PLAIN_KINDS.has(def.type) || def.coerce === true) return false;
  return partsOf(def).every((part) => isPlainSchema(part, seen));
}

/**
 * The type provider's serializer, with a parse instead of an encode for plain schemas (see above), and for the
 * schemas lib/json-writer.ts writes, its one-pass writer first: what the writer does not accept goes to the parse,
 * which refuses it with zod's error or answers it as zod does.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof $ZodType) || !isPlainSchema(schema)) return serializerCompiler(route as never);
  const { method, url } = route;
  const parse = (data: unknown) => {
    const result = z.safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  const write = writerOf(schema);
  if (!write) return parse;
  return (data) => {
    const text = write(data);
    return text === REFUSED ? parse(data) : text;
  };
};
