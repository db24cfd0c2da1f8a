import { okEnvelope, userProfileSchema } from '@portal/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainSchema, responseSerializerCompiler } from '../../src/lib/response-serializer.js';

type Compiler = (route: never) => (data: unknown) => string;
const compile = (compiler: Compiler, schema: unknown) =>
  compiler({ schema, method: 'GET', url: '/api/client/test', httpStatus: '200' } as never);

/** The serializer's answer, or the code of what it threw. */
const answer = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

const profile = {
  id: 7,
  firstname: 'Ali',
  lastname: 'Valiyev',
  email: 'ali@example.uz',
  email_verified_at: null,
  birthday: '1990-01-01',
  sex: 'male',
  phone_number: '+998901234567',
  username: null,
  accounts: { amount: 1500.5 },
  support_session: null,
};

describe('responseSerializerCompiler', () => {
  it('tells plain data schemas from ones that change values on the way out', () => {
    expect(isPlainSchema(okEnvelope(userProfileSchema))).toBe(true);
    expect(isPlainSchema(z.object({ list: z.array(z.union([z.string(), z.number().nullable()])) }))).toBe(
      true,
    );
    expect(isPlainSchema(z.object({ at: z.string().transform((text) => text.length) }))).toBe(false);
    expect(isPlainSchema(z.object({ page: z.number().default(1) }))).toBe(false);
    expect(isPlainSchema(z.object({ n: z.coerce.number() }))).toBe(false);
    expect(isPlainSchema(z.object({ when: z.iso.datetime() }))).toBe(true);
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(isPlainSchema(z.array(z.object({ at })))).toBe(false);
  });

  it("answers what zod's encode answers: the same JSON, the same keys dropped, the same refusals", () => {
    const schema = okEnvelope(userProfileSchema);
    const ours = compile(responseSerializerCompiler, schema);
    const theirs = compile(serializerCompiler, schema);
    const cases: unknown[] = [
      { status: true, data: profile },
      // A column the contract does not name never leaves.
      { status: true, data: { ...profile, password_hash: 'secret' }, debug: 1 },
      { status: true, data: { ...profile, sex: 'other' } },
      { status: true, data: { ...profile, accounts: null } },
      { status: false, data: profile },
    ];
    for (const data of cases) expect(answer(ours, data)).toEqual(answer(theirs, data));
    expect(answer(ours, cases[1])).not.toContain('secret');
    expect(answer(ours, cases[2])).toBe('FST_ERR_RESPONSE_SERIALIZATION');
  });

  it('keeps the encode for a schema with a codec, which writes a Date as its text', () => {
    const at = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const serialize = compile(responseSerializerCompiler, z.object({ at }));
    expect(serialize({ at: new Date('2026-01-02T03:04:05.000Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });
});
