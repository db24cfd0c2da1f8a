import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/database.js';
import { isPool, readAll } from '../../src/db/read-all.js';
import { inRequestTransaction } from '../../src/db/request-transaction.js';
import { users } from '../../src/db/schema.js';
import { watchQueryOverlaps } from '../helpers/query-overlaps.js';
import { useTestApp } from '../helpers/test-app.js';
import { isPostgresRun } from '../helpers/test-database.js';

// readAll: several reads at once on PostgreSQL's pool, in turn on one connection (a transaction, a savepoint,
// a request's transaction, PGlite), where node-postgres would queue them and pg 9 refuse them.

const testApp = useTestApp();
let watch: ReturnType<typeof watchQueryOverlaps> | undefined;
afterEach(() => watch?.stop());

/** Three reads that note when each starts and ends, answering their names. */
function tracedReads(db: Queryable, log: string[]) {
  const read = (name: string) => async () => {
    log.push(`${name} start`);
    await db.select({ total: count() }).from(users);
    log.push(`${name} end`);
    return name;
  };
  return [read('a'), read('b'), read('c')] as const;
}

const inTurn = ['a start', 'a end', 'b start', 'b end', 'c start', 'c end'];

async function readInTransaction(
  run: (tx: Queryable, log: string[]) => Promise<unknown>,
): Promise<{ log: string[]; answer: unknown }> {
  const log: string[] = [];
  const answer = await testApp.app.db.transaction((tx) => run(tx, log));
  return { log, answer };
}

describe('readAll', () => {
  it.runIf(isPostgresRun)('starts every read at once on the pool', async () => {
    const { db } = testApp.app;
    const log: string[] = [];
    expect(isPool(db)).toBe(true);
    expect(await readAll(db, tracedReads(db, log))).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['a start', 'b start', 'c start']);
  });

  it('reads in turn in a transaction, with no query sent while another is answered', async () => {
    watch = watchQueryOverlaps();
    const { log, answer } = await readInTransaction((tx, log) => readAll(tx, tracedReads(tx, log)));
    expect(answer).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(inTurn);
    expect(watch.overlaps.map((overlap) => overlap.message)).toEqual([]);
  });

  it('reads in turn in a savepoint and through the request scope of a transaction', async () => {
    const { db } = testApp.app;
    const nested = await readInTransaction((tx, log) =>
      tx.transaction((savepoint) => readAll(savepoint, tracedReads(savepoint, log))),
    );
    expect(nested.log).toEqual(inTurn);
    // The idempotent routes' handlers see the app's database, which sends every query into their transaction.
    const scoped = await readInTransaction((tx, log) =>
      inRequestTransaction(tx, async () => {
        expect(isPool(db)).toBe(false);
        return readAll(db, tracedReads(db, log));
      }),
    );
    expect(scoped.log).toEqual(inTurn);
    expect(isPool(db)).toBe(isPostgresRun);
  });

  it.runIf(isPostgresRun)(
    'is needed: Promise.all in a transaction sends a query while another is answered',
    async () => {
      watch = watchQueryOverlaps();
      // Two reads: node-postgres warns only from the second query queued, this watch from the first.
      await readInTransaction((tx, log) => {
        const [a, b] = tracedReads(tx, log);
        return Promise.all([a(), b()]);
      });
      expect(watch.overlaps.length).toBeGreaterThan(0);
    },
  );

  it.skipIf(isPostgresRun)('reads in turn on PGlite, one connection for the whole process', async () => {
    const { db } = testApp.app;
    const log: string[] = [];
    expect(await readAll(db, tracedReads(db, log))).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(inTurn);
  });
});
