import * as contracts from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { type JsonWriter, REFUSED, writerOf } from '../../src/lib/json-writer.js';

// The writer may only ever accept what zod's parse accepts, and then write exactly the JSON of zod's stripped
// result; what it refuses goes back to zod. Held here against zod itself, over every schema of the contracts it
// writes, with values made from the schema (which it must accept) and those values damaged (which it must refuse
// whenever zod does).

/** A small seeded generator, so that a failure is the same on the next run. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (below: number) => Math.floor(next() * below),
  };
}
type Random = ReturnType<typeof randomOf>;

const TEXTS = ['', 'Ali', 'Валиев', 'quote " and \\ slash', 'line\nbreak\u0000', '\ud800 lone', '😀', '<b>'];
const NUMBERS = [0, -0, 1, -7, 1500.5, 0.1, 1e21, 5e-324, 2 ** 53 - 1, -(2 ** 53) + 1];
const WRONG = [
  undefined,
  null,
  'x',
  '',
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  [],
  {},
  new Date(0),
  Object.create(null),
];

interface Def {
  type: string;
  format?: string;
  checks?: readonly { _zod: { def: { format?: string } } }[];
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
}
const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const isInteger = (def: Def) =>
  def.format === 'safeint' || (def.checks ?? []).some((check) => check._zod.def.format === 'safeint');

/** A value the schema accepts (the writer's kinds only), with keys it does not name now and then. */
function sampleOf(schema: $ZodType, random: Random, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return random.pick(TEXTS);
    case 'number':
      return isInteger(def) ? random.pick(NUMBERS.filter(Number.isSafeInteger)) : random.pick(NUMBERS);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'literal':
    case 'enum':
      return random.pick([...(schema._zod.values ?? [])]);
    case 'nullable':
      return random.chance(0.3) ? null : sampleOf(def.innerType as $ZodType, random, depth + 1);
    case 'array':
      return Array.from({ length: depth > 4 ? 0 : random.int(4) }, () =>
        sampleOf(def.element as $ZodType, random, depth + 1),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldDef = defOf(field);
        if (fieldDef.type === 'optional') {
          if (random.chance(0.3)) continue;
          value[key] = random.chance(0.2)
            ? undefined
            : sampleOf(fieldDef.innerType as $ZodType, random, depth + 1);
        } else value[key] = sampleOf(field, random, depth + 1);
      }
      if (random.chance(0.3)) value.not_in_the_contract = random.pick(TEXTS);
      return value;
    }
    default:
      throw new Error(`no values for ${def.type}`);
  }
}

/** The value with one place in it made wrong: a value of another kind, a key taken out. */
function damaged(value: unknown, random: Random): unknown {
  const isObject = typeof value === 'object' && value !== null && !(value instanceof Date);
  if (!isObject || random.chance(0.25)) return random.pick(WRONG);
  if (Array.isArray(value)) {
    if (value.length === 0) return [random.pick(WRONG)];
    const copy = [...value];
    const index = random.int(copy.length);
    copy[index] = damaged(copy[index], random);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return random.pick(WRONG);
  const key = random.pick(keys);
  if (random.chance(0.3)) delete copy[key];
  else copy[key] = damaged(copy[key], random);
  return copy;
}

/** What zod answers for the value: the JSON of its stripped result, or REFUSED. */
const zodAnswer = (schema: $ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? JSON.stringify(result.data) : REFUSED;
};

const written = Object.entries(contracts).flatMap(([name, schema]) => {
  if (!(schema instanceof $ZodType)) return [];
  const write = writerOf(schema);
  return write ? [{ name, schema, write }] : [];
});

describe('json writer', () => {
  it('writes a good share of the contracts, the profile envelope among them', () => {
    expect(written.length).toBeGreaterThan(20);
    expect(writerOf(contracts.okEnvelope(contracts.userProfileSchema))).not.toBeNull();
  });

  it("accepts every value made from a contract's schema and writes zod's JSON of it", () => {
    for (const { name, schema, write } of written) {
      const random = randomOf(name.length * 7919);
      for (let round = 0; round < 150; round++) {
        const value = sampleOf(schema, random);
        const answer = write(value);
        expect(answer, `${name}: ${String(answer)}`).not.toBe(REFUSED);
        expect(answer, name).toBe(zodAnswer(schema, value));
      }
    }
  });

  it('refuses every damaged value zod refuses, and writes what it still accepts as zod does', () => {
    let refusedByBoth = 0;
    for (const { name, schema, write } of written) {
      const random = randomOf(name.length * 104729);
      for (let round = 0; round < 150; round++) {
        const value = damaged(sampleOf(schema, random), random);
        const answer = write(value);
        const theirs = zodAnswer(schema, value);
        if (answer !== REFUSED) expect(answer, name).toBe(theirs);
        if (theirs === REFUSED) {
          expect(answer, name).toBe(REFUSED);
          refusedByBoth++;
        }
      }
    }
    expect(refusedByBoth).toBeGreaterThan(1000);
  });

  it('leaves to zod what it does not write: checks, formats, catchalls, unions, transforms', () => {
    const none = (schema: z.ZodType) => expect(writerOf(schema as unknown as $ZodType)).toBeNull();
    none(z.string().min(1));
    none(z.email());
    none(z.number().positive());
    none(z.strictObject({ a: z.string() }));
    none(z.looseObject({ a: z.string() }));
    none(z.object({ a: z.union([z.string(), z.number()]) }));
    none(z.object({ a: z.string().transform((text) => text.length) }));
    none(z.object({ a: z.unknown() }));
    none(z.array(z.string()).max(3));
    none(z.object({ a: z.string() }).refine(() => true));
  });

  it('refuses what is not a plain object, leaving zod to judge it', () => {
    const write = writerOf(z.object({ a: z.string() }) as unknown as $ZodType) as JsonWriter;
    class Row {
      a = 'x';
    }
    expect(write(new Row())).toBe(REFUSED);
    expect(write(['x'])).toBe(REFUSED);
    expect(write({ a: 'x', b: 1 })).toBe('{"a":"x"}');
  });
});
