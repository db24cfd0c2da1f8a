import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from './database.js';

/** Each read, started only when called: `readAll` decides whether they start together or in turn. */
export type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => T[K] };
/** What the reads answer, in their order (as Promise.all types it). */
export type ReadResults<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/**
 * True when `db` is the PostgreSQL pool, where each query borrows a connection of its own. A transaction (a
 * savepoint too) is one connection, and so are the migrations' client and PGlite. Drizzle sets `$client` only on
 * the database `drizzle()` returns, never on a transaction; through the request scope's proxy (db/request-
 * transaction.ts) `$client` is the current transaction's, so a request inside one reads in turn as well.
 */
export function isPool(db: Queryable): boolean {
  if (is(db, PgTransaction)) return false;
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * Promise.all for reads through `db`: all at once on the pool, one after another on a single connection.
 * node-postgres queues a query sent while its connection is busy and warns that pg 9 will refuse it; a
 * transaction gains nothing from the overlap anyway, as its connection answers one query at a time.
 */
export async function readAll<T extends readonly unknown[] | []>(
  db: Queryable,
  reads: Reads<T>,
): Promise<ReadResults<T>> {
  const each = reads as readonly (() => unknown)[];
  if (isPool(db)) return (await Promise.all(each.map((read) => read()))) as ReadResults<T>;
  const results: unknown[] = [];
  for (const read of each) results.push(await read());
  return results as ReadResults<T>;
}
