import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { paymeTransactions } from './payments.schema.js';

export type PaymeTransactionRow = typeof paymeTransactions.$inferSelect;

export async function findPaymeTransaction(db: Queryable, paymeId: string) {
  const [row] = await db.select().from(paymeTransactions).where(eq(paymeTransactions.paymeId, paymeId));
  return row;
}

export async function lockPaymeTransaction(tx: Queryable, paymeId: string) {
  const [row] = await tx
    .select()
    .from(paymeTransactions)
    .where(eq(paymeTransactions.paymeId, paymeId))
    .for('update');
  return row;
}

/** The created or performed transaction of an invoice, if any (a one-time invoice allows one). */
export async function findLivePaymeTransaction(tx: Queryable, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(paymeTransactions)
    .where(and(eq(paymeTransactions.invoiceId, invoiceId), inArray(paymeTransactions.state, [1, 2])));
  return row;
}

export async function insertPaymeTransaction(tx: Queryable, values: typeof paymeTransactions.$inferInsert) {
  const [row] = await tx.insert(paymeTransactions).values(values).returning();
  if (!row) throw new Error('the Payme transaction insert returned no row');
  return row;
}

export async function updatePaymeTransaction(
  tx: Queryable,
  id: number,
  values: Partial<Pick<PaymeTransactionRow, 'state' | 'reason' | 'performTime' | 'cancelTime'>>,
): Promise<PaymeTransactionRow> {
  const [row] = await tx
    .update(paymeTransactions)
    .set(values)
    .where(eq(paymeTransactions.id, id))
    .returning();
  if (!row) throw new Error(`Payme transaction ${id} vanished`);
  return row;
}

/** GetStatement: by Payme's own creation time, inclusive, ascending. */
export async function paymeStatement(db: Queryable, from: number, to: number) {
  return db
    .select()
    .from(paymeTransactions)
    .where(between(paymeTransactions.paymeTime, from, to))
    .orderBy(asc(paymeTransactions.paymeTime), asc(paymeTransactions.id));
}
