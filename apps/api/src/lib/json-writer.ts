import type { $ZodType } from 'zod/v4/core';

// An answer's check, strip and JSON in one pass, built once per route schema. zod's parse builds a stripped copy
// of the answer and JSON.stringify then walks that copy again: the largest part of what the app spent per answer
// beyond its handler. A writer is built only for schemas of the few kinds below, each checked the way zod checks
// it, and it is only ever trusted to accept: whatever it does not accept is handed back to zod (see
// response-serializer.ts), so an answer zod refuses is refused with zod's own error, and one the writer is unsure
// of is zod's to decide. test/lib/json-writer.test.ts holds it to zod's answers over the contracts' schemas.

/** The JSON text of an accepted value; REFUSED when the value is not exactly what the schema describes. */
export type JsonWriter = (value: unknown) => string | typeof REFUSED;

export const REFUSED: unique symbol = Symbol('refused');

interface Definition {
  type: string;
  coerce?: boolean;
  format?: string;
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
}

const definitionOf = (schema: $ZodType) => schema._zod.def as unknown as Definition;

/** zod.int(): a safe integer, as a format of the schema or as its one check. */
const isSafeIntCheck = (check: NonNullable<Definition['checks']>[number]) =>
  check._zod.def.check === 'number_format' && check._zod.def.format === 'safeint';

/** Values a literal or an enum may be written as: JSON's own, and never NaN (zod compares them as a Set does). */
const isJsonScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'boolean' || value === null || Number.isFinite(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Characters JSON writes escaped (quote, backslash, controls) or checks (surrogates, written escaped when alone). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
// Most texts need no escape: quoted as they are, without a call into JSON.stringify.
const writeString: JsonWriter = (value) =>
  typeof value !== 'string' ? REFUSED : NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
const writeBoolean: JsonWriter = (value) => (typeof value === 'boolean' ? String(value) : REFUSED);
const writeNull: JsonWriter = (value) => (value === null ? 'null' : REFUSED);
// `${n}` of a finite number is its JSON (-0 included: both write 0).
const writeNumber: JsonWriter = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? `${value}` : REFUSED;
const writeSafeInteger: JsonWriter = (value) => (Number.isSafeInteger(value) ? `${value}` : REFUSED);

function oneOf(values: readonly unknown[]): JsonWriter | null {
  if (values.length === 0 || !values.every(isJsonScalar)) return null;
  const texts = new Map(values.map((value) => [value, JSON.stringify(value)]));
  return (value) => texts.get(value) ?? REFUSED;
}

function numberWriter(def: Definition): JsonWriter | null {
  const checks = def.checks ?? [];
  if (def.format === 'safeint') return checks.length === 0 ? writeSafeInteger : null;
  if (def.format !== undefined) return null;
  if (checks.length === 0) return writeNumber;
  return checks.length === 1 && checks[0] && isSafeIntCheck(checks[0]) ? writeSafeInteger : null;
}

function arrayWriter(def: Definition): JsonWriter | null {
  const element = def.element && writerOf(def.element);
  if (!element) return null;
  return (value) => {
    if (!Array.isArray(value)) return REFUSED;
    let text = '[';
    for (let index = 0; index < value.length; index++) {
      const written = element(value[index]);
      if (written === REFUSED) return REFUSED;
      text += index === 0 ? written : `,${written}`;
    }
    return `${text}]`;
  };
}

interface Field {
  key: string;
  /** `"key":`, with a comma before it for every field but the first written. */
  name: string;
  write: JsonWriter;
  /** An absent (undefined) value is left out rather than refused. */
  optional: boolean;
}

function objectWriter(def: Definition): JsonWriter | null {
  // A catchall (strict or loose object) answers other keys than the shape's: zod's to decide.
  if (def.catchall !== undefined || !def.shape) return null;
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(def.shape)) {
    // Read as a property, this key would name the object's prototype.
    if (key === '__proto__') return null;
    const inner = definitionOf(schema);
    const optional = inner.type === 'optional';
    if (optional && (inner.checks?.length ?? 0) > 0) return null;
    const write = writerOf(optional && inner.innerType ? inner.innerType : schema);
    if (!write) return null;
    fields.push({ key, name: `${JSON.stringify(key)}:`, write, optional });
  }
  return (value) => {
    if (!isPlainObject(value)) return REFUSED;
    let text = '{';
    for (const field of fields) {
      const item = value[field.key];
      if (item === undefined && field.optional) continue;
      const written = field.write(item);
      if (written === REFUSED) return REFUSED;
      text += text.length === 1 ? field.name + written : `,${field.name}${written}`;
    }
    return `${text}}`;
  };
}

function nullableWriter(def: Definition): JsonWriter | null {
  const inner = def.innerType && writerOf(def.innerType);
  return inner ? (value) => (value === null ? 'null' : inner(value)) : null;
}

/** The writer of a schema, or null when it is (or holds) a kind this file does not write. */
export function writerOf(schema: $ZodType): JsonWriter | null {
  const def = definitionOf(schema);
  if (def.coerce === true) return null;
  // Every kind but number takes no check here: a refinement, a length or a format is zod's to run.
  if (def.type !== 'number' && ((def.checks?.length ?? 0) > 0 || def.format !== undefined)) return null;
  switch (def.type) {
    case 'string':
      return writeString;
    case 'boolean':
      return writeBoolean;
    case 'null':
      return writeNull;
    case 'number':
      return numberWriter(def);
    case 'literal':
    case 'enum':
      // The values zod itself accepts for the schema.
      return oneOf([...(schema._zod.values ?? [])]);
    case 'nullable':
      return nullableWriter(def);
    case 'array':
      return arrayWriter(def);
    case 'object':
      return objectWriter(def);
    default:
      return null;
  }
}
