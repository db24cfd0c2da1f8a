import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { balanceAdjustmentRequests } from '../payments.schema.js';

export type AdjustmentRequestRow = typeof balanceAdjustmentRequests.$inferSelect;

export async function insertAdjustmentRequest(
  db: Queryable,
  request: typeof balanceAdjustmentRequests.$inferInsert,
): Promise<AdjustmentRequestRow> {
  const [row] = await db.insert(balanceAdjustmentRequests).values(request).returning();
  if (!row) throw new Error('the adjustment request insert returned no row');
  return row;
}

/** Holds the request row until the transaction ends: two approvers queue here, the second sees it decided. */
export async function lockAdjustmentRequest(tx: Queryable, id: number) {
  const [row] = await tx
    .select()
    .from(balanceAdjustmentRequests)
    .where(eq(balanceAdjustmentRequests.id, id))
    .for('update');
  return row;
}

export async function decideAdjustmentRequest(
  tx: Queryable,
  id: number,
  decision: Pick<
    AdjustmentRequestRow,
    'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'ledgerEntryId'
  >,
) {
  await tx
    .update(balanceAdjustmentRequests)
    .set(decision)
    .where(and(eq(balanceAdjustmentRequests.id, id), eq(balanceAdjustmentRequests.status, 'pending')));
}

const LIST_LIMIT = 100;

/** Pending requests oldest first (the longest waiting on top); decided ones newest first. */
export async function listAdjustmentRequests(db: Queryable, pending: boolean) {
  const status = balanceAdjustmentRequests.status;
  return pending
    ? db
        .select()
        .from(balanceAdjustmentRequests)
        .where(eq(status, 'pending'))
        .orderBy(asc(balanceAdjustmentRequests.requestedAt), asc(balanceAdjustmentRequests.id))
        .limit(LIST_LIMIT)
    : db
        .select()
        .from(balanceAdjustmentRequests)
        .where(ne(status, 'pending'))
        .orderBy(desc(balanceAdjustmentRequests.decidedAt), desc(balanceAdjustmentRequests.id))
        .limit(LIST_LIMIT);
}
