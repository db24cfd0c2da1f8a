import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database.js';
import { jobs } from '../../src/db/schema.js';
import { lockedPass } from '../../src/jobs/each-locked.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// The timer loop the domain lifecycle and the order scheduler share: each due id in its own transaction on its
// locked row, counting what the step applied. Rows of the jobs table stand in for the domains and orders.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

const now = new Date('2026-03-01T00:00:00Z');

async function insertRows(count: number) {
  const rows = await testApp.app.db
    .insert(jobs)
    .values(
      Array.from({ length: count }, () => ({
        name: 'each-locked-test',
        payload: {},
        status: 'done' as const,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

const lockJob = async (tx: Queryable, id: number) => {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update', { skipLocked: true });
  return row;
};

const errorsOf = async (ids: number[]) =>
  (await testApp.app.db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.id)).map(
    (row) => row.lastError,
  );

describe('lockedPass', () => {
  it('runs the step on each locked row with the pass time and counts only the rows it changed', async () => {
    const ids = await insertRows(3);
    const seen: Array<{ id: number; at: Date }> = [];
    const applied = await lockedPass(lockJob)(testApp.app.db, ids, now, async (tx, row, at) => {
      seen.push({ id: row.id, at });
      if (row.id === ids[1]) return false;
      await tx.update(jobs).set({ lastError: 'stepped' }).where(eq(jobs.id, row.id));
      return true;
    });
    expect(applied).toBe(2);
    expect(seen).toEqual(ids.map((id) => ({ id, at: now })));
    expect(await errorsOf(ids)).toEqual(['stepped', null, 'stepped']);
  });

  it('passes over a row it cannot lock (gone, or held by another pass) without running the step', async () => {
    const ids = await insertRows(2);
    const stepped: number[] = [];
    const pass = lockedPass(async (tx, id) => (id === ids[0] ? undefined : lockJob(tx, id)));
    const applied = await pass(testApp.app.db, [...ids, 2_000_000_000], now, async (_tx, row) => {
      stepped.push(row.id);
      return true;
    });
    expect(stepped).toEqual([ids[1]]);
    expect(applied).toBe(1);
  });

  it('gives each row its own transaction: a failing step undoes only its own row, earlier rows stay done', async () => {
    const ids = await insertRows(3);
    const pass = lockedPass(lockJob)(testApp.app.db, ids, now, async (tx, row) => {
      await tx.update(jobs).set({ lastError: 'stepped' }).where(eq(jobs.id, row.id));
      if (row.id === ids[1]) throw new Error('step failed');
      return true;
    });
    await expect(pass).rejects.toThrow('step failed');
    expect(await errorsOf(ids)).toEqual(['stepped', null, null]);
  });
});
