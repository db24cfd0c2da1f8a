import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { clickAttempts, invoices, paymeTransactions } from './payments.schema.js';
import { cardCharges } from './saved-cards.schema.js';

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

/** The provider of each of the customer's invoices among `ids`. */
export async function findInvoiceMerchants(db: Queryable, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: invoices.id, merchant: invoices.merchant })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.id, ids)));
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
    .where(
      and(
        eq(invoices.status, 'pending'),
        lte(invoices.createdAt, cutoff),
        // A card charge's invoice ends with its charge (settled by receipts.check), never by age.
        sql`not exists (select 1 from ${cardCharges} where ${cardCharges.invoiceId} = ${invoices.id})`,
      ),
    )
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

export interface InvoiceFilter {
  userId?: number | undefined;
  merchant?: InvoiceRow['merchant'] | undefined;
  status?: InvoiceStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Invoices, newest first, with their Payme and Click transactions, for staff. */
export async function listInvoicesWithTransactions(
  db: Queryable,
  filter: InvoiceFilter,
  limit: number,
  offset = 0,
) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(invoices.userId, filter.userId));
  if (filter.merchant) conditions.push(eq(invoices.merchant, filter.merchant));
  if (filter.status) conditions.push(eq(invoices.status, filter.status));
  if (filter.from) conditions.push(gte(invoices.createdAt, filter.from));
  if (filter.to) conditions.push(lte(invoices.createdAt, filter.to));
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { rows, payme: [], click: [] };
  const [payme, click] = await readAll(db, [
    () =>
      db
        .select({
          invoiceId: paymeTransactions.invoiceId,
          id: paymeTransactions.paymeId,
          state: paymeTransactions.state,
        })
        .from(paymeTransactions)
        .where(inArray(paymeTransactions.invoiceId, ids)),
    () =>
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

/** Paid invoices per Tashkent day and merchant between two instants, by the time they were paid. */
export async function sumPaidByDay(db: Queryable, from: Date, to: Date) {
  const day = sql<string>`to_char(${invoices.paidAt} at time zone 'Asia/Tashkent', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      merchant: invoices.merchant,
      count: sql<number>`count(*)::int`,
      amountTiyin: sql<string>`sum(${invoices.amountTiyin})`,
    })
    .from(invoices)
    .where(and(eq(invoices.status, 'paid'), gte(invoices.paidAt, from), lte(invoices.paidAt, to)))
    .groupBy(day, invoices.merchant)
    .orderBy(day, invoices.merchant);
}
