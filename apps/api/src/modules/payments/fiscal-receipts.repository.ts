import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { fiscalReceipts } from './fiscal.schema.js';
import { invoices } from './payments.schema.js';

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;
export type FiscalReceiptType = FiscalReceiptRow['type'];

/** What the fiscal module said about a receipt. */
export type FiscalOutcome = Pick<
  FiscalReceiptRow,
  'status' | 'statusCode' | 'message' | 'receiptId' | 'terminalId' | 'fiscalSign' | 'qrCodeUrl' | 'fiscalDate'
>;

/** Stores the receipt of (invoice, type); a repeat overwrites it with what was sent last, one row either way. */
export async function saveFiscalReceipt(
  db: Queryable,
  key: { invoiceId: number; provider: FiscalReceiptRow['provider']; type: FiscalReceiptType },
  outcome: FiscalOutcome,
  at: Date,
) {
  await db
    .insert(fiscalReceipts)
    .values({ ...key, ...outcome, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [fiscalReceipts.invoiceId, fiscalReceipts.type],
      set: { ...outcome, lastError: null, updatedAt: at },
    });
}

/** A receipt we still have to obtain (Click): pending until the submission is accepted. */
export async function insertPendingReceipt(
  db: Queryable,
  key: { invoiceId: number; provider: FiscalReceiptRow['provider']; type: FiscalReceiptType },
  at: Date,
) {
  await db
    .insert(fiscalReceipts)
    .values({ ...key, status: 'pending', createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

export async function findFiscalReceipt(db: Queryable, invoiceId: number, type: FiscalReceiptType) {
  const [row] = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.invoiceId, invoiceId), eq(fiscalReceipts.type, type)));
  return row;
}

export async function noteReceiptFailure(db: Queryable, id: number, error: string, at: Date) {
  await db
    .update(fiscalReceipts)
    .set({ lastError: error.slice(0, 500), updatedAt: at })
    .where(eq(fiscalReceipts.id, id));
}

/** The accepted sale receipts' links of the customer's invoices among `invoiceIds`. */
export async function findReceiptUrls(db: Queryable, userId: number, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ invoiceId: fiscalReceipts.invoiceId, qrCodeUrl: fiscalReceipts.qrCodeUrl })
    .from(fiscalReceipts)
    .innerJoin(invoices, eq(invoices.id, fiscalReceipts.invoiceId))
    .where(
      and(
        eq(invoices.userId, userId),
        inArray(fiscalReceipts.invoiceId, invoiceIds),
        eq(fiscalReceipts.type, 'PERFORM'),
        eq(fiscalReceipts.status, 'accepted'),
      ),
    );
}

/**
 * Top-ups paid at or before `paidBefore` whose sale receipt is not accepted: never sent (Payme), still being
 * submitted (Click) or refused by the fiscal module. Oldest first.
 */
export async function listMissingReceipts(db: Queryable, paidBefore: Date, limit: number) {
  return db
    .select({
      invoiceId: invoices.id,
      userId: invoices.userId,
      merchant: invoices.merchant,
      amountTiyin: invoices.amountTiyin,
      paidAt: invoices.paidAt,
      status: fiscalReceipts.status,
      statusCode: fiscalReceipts.statusCode,
      message: fiscalReceipts.message,
      lastError: fiscalReceipts.lastError,
    })
    .from(invoices)
    .leftJoin(
      fiscalReceipts,
      and(eq(fiscalReceipts.invoiceId, invoices.id), eq(fiscalReceipts.type, 'PERFORM')),
    )
    .where(
      and(
        eq(invoices.status, 'paid'),
        lte(invoices.paidAt, paidBefore),
        or(isNull(fiscalReceipts.id), sql`${fiscalReceipts.status} <> 'accepted'`),
      ),
    )
    .orderBy(asc(invoices.paidAt))
    .limit(limit);
}
