import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { accounts, ledgerEntries } from './balance.schema.js';

/** The account row, locked until the transaction ends so concurrent changes queue up behind each other. */
export async function lockAccount(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ id: accounts.id, balanceTiyin: accounts.balanceTiyin })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .for('update');
  return row;
}

/** Every user has one account, opened with the user in the registration's transaction. */
export async function insertAccount(tx: Queryable, userId: number): Promise<void> {
  await tx.insert(accounts).values({ userId });
}

export async function findBalance(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ balanceTiyin: accounts.balanceTiyin })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.balanceTiyin;
}

export async function findBalances(db: Queryable, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: accounts.userId, balanceTiyin: accounts.balanceTiyin })
    .from(accounts)
    .where(inArray(accounts.userId, userIds));
}

export async function setBalance(tx: Queryable, accountId: number, balanceTiyin: number, at: Date) {
  await tx.update(accounts).set({ balanceTiyin, updatedAt: at }).where(eq(accounts.id, accountId));
}

export interface NewLedgerEntry {
  userId: number;
  amountTiyin: number;
  reason: string;
  referenceType: string | null;
  referenceId: string | null;
  note?: string | null;
  kind?: string | null;
  createdAt: Date;
}

export async function insertLedgerEntry(tx: Queryable, entry: NewLedgerEntry) {
  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error('the ledger insert returned no row');
  return row;
}

/** A query (awaitable, and `.toSQL()` shows its statement: test/db/history-indexes.test.ts checks its plan). */
export function listLedgerEntries(db: Queryable, userId: number) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
}

/** Accounts whose balance differs from the sum of their ledger rows. */
export async function findLedgerMismatches(db: Queryable) {
  return db
    .select({
      userId: accounts.userId,
      balanceTiyin: accounts.balanceTiyin,
      ledgerTiyin: sql<string>`coalesce(sum(${ledgerEntries.amountTiyin}), 0)`,
    })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.userId, accounts.userId))
    .groupBy(accounts.id, accounts.userId, accounts.balanceTiyin)
    .having(sql`${accounts.balanceTiyin} <> coalesce(sum(${ledgerEntries.amountTiyin}), 0)`);
}

export async function countAccounts(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  return row?.count ?? 0;
}
