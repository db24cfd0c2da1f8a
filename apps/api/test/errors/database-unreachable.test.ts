import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from '../../src/errors/database-unreachable.js';

// What counts as "the database cannot be reached" (a 503 with Retry-After) and what stays a failure of ours.

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: the driver's error is its cause. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnreachable', () => {
  it('recognises a closed PGlite, an ended pool, a refused or lost connection and a gone database', () => {
    for (const error of [
      new Error('PGlite is closed'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('database "portal" does not exist', '3D000'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all failed'),
    ]) {
      expect(isDatabaseUnreachable(error), error.message).toBe(true);
      expect(isDatabaseUnreachable(wrapped(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('leaves query errors and everything else alone', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('deadlock detected', '40P01'),
      withCode('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnreachable(error)).toBe(false);
      expect(isDatabaseUnreachable(wrapped(error))).toBe(false);
    }
  });
});
