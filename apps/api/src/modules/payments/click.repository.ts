import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { clickAttempts, invoices } from './payments.schema.js';

export type ClickAttemptRow = typeof clickAttempts.$inferSelect;

export async function lockClickAttemptByTransId(tx: Queryable, clickTransId: string) {
  const [row] = await tx
    .select()
    .from(clickAttempts)
    .where(eq(clickAttempts.clickTransId, clickTransId))
    .for('update');
  return row;
}

export async function lockClickAttempt(tx: Queryable, id: number) {
  const [row] = await tx.select().from(clickAttempts).where(eq(clickAttempts.id, id)).for('update');
  return row;
}

export async function insertClickAttempt(tx: Queryable, values: typeof clickAttempts.$inferInsert) {
  const [row] = await tx.insert(clickAttempts).values(values).returning();
  if (!row) throw new Error('the Click attempt insert returned no row');
  return row;
}

export async function updateClickAttempt(
  tx: Queryable,
  id: number,
  values: Partial<Pick<ClickAttemptRow, 'state' | 'needsReview' | 'confirmedAt' | 'cancelledAt'>>,
) {
  await tx.update(clickAttempts).set(values).where(eq(clickAttempts.id, id));
}

/** Click cancels of confirmed payments whose credit was already spent: an operator has to settle them. */
export function listClickAttemptsNeedingReview(db: Queryable) {
  return db
    .select({
      attemptId: clickAttempts.id,
      invoiceId: clickAttempts.invoiceId,
      userId: invoices.userId,
      amountTiyin: invoices.amountTiyin,
      cancelledAt: clickAttempts.cancelledAt,
    })
    .from(clickAttempts)
    .innerJoin(invoices, eq(invoices.id, clickAttempts.invoiceId))
    .where(eq(clickAttempts.needsReview, true))
    .orderBy(clickAttempts.id);
}

/** The confirmed attempt that paid the invoice, with the amount: what its fiscal receipt is made of. */
export async function findConfirmedClickPayment(db: Queryable, invoiceId: number) {
  const [row] = await db
    .select({ clickPaydocId: clickAttempts.clickPaydocId, amountTiyin: invoices.amountTiyin })
    .from(clickAttempts)
    .innerJoin(invoices, eq(invoices.id, clickAttempts.invoiceId))
    .where(and(eq(clickAttempts.invoiceId, invoiceId), eq(clickAttempts.state, 'confirmed')));
  return row;
}
