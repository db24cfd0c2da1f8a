import type { Database, Queryable } from '../../db/database.js';
import { lockStalePending, updateInvoice } from './invoice.repository.js';
import { findLivePaymeTransaction, updatePaymeTransaction } from './payme.repository.js';
import { PAYME_STATE } from './payme-protocol.js';

/** An invoice lives as long as Payme lets a transaction wait (docs/providers/payme.md): 12 hours. */
export const INVOICE_LIFETIME_MS = 43_200_000;
/** Payme's reason code for a transaction cancelled because it timed out. */
const REASON_TIMEOUT = 4;
const BATCH = 100;

/** Cancels a pending invoice the caller has locked, and the Payme transaction still waiting on it. */
export async function cancelLockedInvoice(tx: Queryable, id: number, now: Date): Promise<void> {
  const waiting = await findLivePaymeTransaction(tx, id);
  if (waiting?.state === PAYME_STATE.created) {
    await updatePaymeTransaction(tx, waiting.id, {
      state: PAYME_STATE.cancelled,
      reason: REASON_TIMEOUT,
      cancelTime: now.getTime(),
    });
  }
  await updateInvoice(tx, id, { status: 'cancelled', cancelledAt: now });
}

/**
 * Cancels invoices left unpaid past their lifetime, with a Payme transaction still waiting on them. Rows are
 * claimed with SKIP LOCKED and re-checked under the lock, so several processes and a racing callback agree.
 */
export async function expireStaleInvoices(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INVOICE_LIFETIME_MS);
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const stale = await lockStalePending(tx, cutoff, BATCH);
      for (const { id } of stale) await cancelLockedInvoice(tx, id, now);
      return stale.length;
    });
    expired += done;
    if (done < BATCH) return expired;
  }
}
