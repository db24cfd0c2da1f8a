import {
  RECONCILIATION_DECISIONS,
  type ReconciliationItem,
  type ReconciliationKind,
} from '@portal/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { openReconciliationItems, settleReconciliationItem } from '../reconciliation.service.js';

// Staff settle what reconciliation found: a decision the item's kind allows, with a note, audited.

interface Choice {
  decision: string;
  note: string;
}

/** The open item to settle; a decision its kind does not allow is 422, an item that is not open 404. */
export async function openItemToSettle(
  db: Database,
  { item, choice, now }: { item: { kind: ReconciliationKind; id: number }; choice: Choice; now: Date },
): Promise<ReconciliationItem> {
  const allowed: readonly string[] = RECONCILIATION_DECISIONS[item.kind];
  if (!allowed.includes(choice.decision)) {
    throw new AppError('VALIDATION_FAILED', { fields: { decision: ['invalid'] } });
  }
  const open = await openReconciliationItems(db, now);
  const found = open.find((entry) => entry.kind === item.kind && entry.id === item.id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Settles the item in the caller's (audited) transaction; the audit row keeps the item as it was. */
export async function settleOpenItem(
  tx: Queryable,
  actor: { staffId: number; at: Date },
  { found, choice }: { found: ReconciliationItem; choice: Choice },
) {
  await settleReconciliationItem(tx, {
    kind: found.kind,
    id: found.id,
    ...choice,
    staffId: actor.staffId,
    at: actor.at,
  });
  return {
    result: null,
    customerId: found.customer_id,
    before: found,
    after: { decision: choice.decision, note: choice.note },
  };
}
