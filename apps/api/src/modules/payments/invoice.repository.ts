import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { clickAttempts, invoices, paymeTransactions } from '../../db/schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceStatus = InvoiceRow['status'];

export async function insertInvoice(
  db: Queryable,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('the invoice insert returned no row');
  return row;
}

export async function findOwnedInvoice(db: Queryable, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

/** Locks the invoice: every callback about it queues behind the one in progress. */
export async function lockInvoice(tx: Queryable, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(
  tx: Queryable,
  id: number,
  values: Partial<Pick<InvoiceRow, 'status' | 'providerTransactionId' | 'paidAt' | 'cancelledAt'>>,
) {
  await tx.update(invoices).set(values).where(eq(invoices.id, id));
}

/** The customer's unpaid invoices created after `since`, oldest first. */
export async function listPendingSince(db: Queryable, userId: number, since: Date) {
  return db
    .select({ id: invoices.id, createdAt: invoices.createdAt })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'pending'), gt(invoices.createdAt, since)))
    .orderBy(asc(invoices.createdAt));
}

/** Unpaid invoices created at or before `cutoff`, locked; ones another process holds are skipped. */
export async function lockStalePending(tx: Queryable, cutoff: Date, limit: number) {
  return tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'pending'), lte(invoices.createdAt, cutoff)))
    .orderBy(asc(invoices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Invoice ids arrive as provider strings; anything but a plain positive integer is unknown. */
export function parseInvoiceId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** The customer's newest invoices with their Payme and Click transactions, for staff. */
export async function listInvoicesWithTransactions(db: Queryable, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { rows, payme: [], click: [] };
  const [payme, click] = await Promise.all([
    db
      .select({
        invoiceId: paymeTransactions.invoiceId,
        id: paymeTransactions.paymeId,
        state: paymeTransactions.state,
      })
      .from(paymeTransactions)
      .where(inArray(paymeTransactions.invoiceId, ids)),
    db
      .select({
        invoiceId: clickAttempts.invoiceId,
        id: clickAttempts.clickTransId,
        state: clickAttempts.state,
      })
      .from(clickAttempts)
      .where(inArray(clickAttempts.invoiceId, ids)),
  ]);
  return { rows, payme, click };
}
