import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { invoices, paymentCallbacks, reconciliationDecisions } from './payments.schema.js';

export type DecisionRow = typeof reconciliationDecisions.$inferSelect;

export async function listDecisions(db: Queryable): Promise<DecisionRow[]> {
  return db.select().from(reconciliationDecisions);
}

/** Inserts the decision; false when the item was decided already (two staff at once: one wins). */
export async function insertDecision(db: Queryable, row: typeof reconciliationDecisions.$inferInsert) {
  const inserted = await db
    .insert(reconciliationDecisions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: reconciliationDecisions.id });
  return inserted.length > 0;
}

/** Callbacks we refused because the amount did not match the invoice (Payme -31001, Click -2), newest first. */
export async function listAmountMismatches(db: Queryable, limit: number) {
  return db
    .select()
    .from(paymentCallbacks)
    .where(
      sql`(${paymentCallbacks.provider} = 'payme' and ${paymentCallbacks.answer} -> 'error' ->> 'code' = '-31001')
        or (${paymentCallbacks.provider} = 'click' and ${paymentCallbacks.answer} ->> 'error' = '-2')`,
    )
    .orderBy(desc(paymentCallbacks.id))
    .limit(limit);
}

export async function findCallback(db: Queryable, id: number) {
  const [row] = await db.select().from(paymentCallbacks).where(eq(paymentCallbacks.id, id));
  return row;
}

/** Pending invoices created at or before `cutoff` (the expiry job cancels them; left over means it did not). */
export async function listStalePending(db: Queryable, cutoff: Date, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'pending'), lte(invoices.createdAt, cutoff)))
    .orderBy(invoices.id)
    .limit(limit);
}
