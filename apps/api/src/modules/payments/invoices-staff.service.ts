import { tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { listInvoicesWithTransactions } from './invoice.repository.js';
import { PAYME_STATE } from './payme-protocol.js';

// Invoices as staff see them: each with the provider transactions that touched it, in the provider's words.

const PAYME_STATE_NAMES: Record<number, string> = {
  [PAYME_STATE.created]: 'payme: created',
  [PAYME_STATE.performed]: 'payme: performed',
  [PAYME_STATE.cancelled]: 'payme: cancelled',
  [PAYME_STATE.cancelledAfterPerform]: 'payme: cancelled after perform',
};

export async function invoicesForStaff(db: Queryable, userId: number) {
  const { rows, payme, click } = await listInvoicesWithTransactions(db, userId, 100);
  return rows.map((row) => ({
    id: row.id,
    merchant: row.merchant,
    amount: tiyinToSom(row.amountTiyin),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    transactions: [
      ...payme
        .filter((tx) => tx.invoiceId === row.id)
        .map((tx) => ({ provider_id: tx.id, state: PAYME_STATE_NAMES[tx.state] ?? `payme: ${tx.state}` })),
      ...click
        .filter((tx) => tx.invoiceId === row.id)
        .map((tx) => ({ provider_id: tx.id, state: `click: ${tx.state}` })),
    ],
  }));
}
