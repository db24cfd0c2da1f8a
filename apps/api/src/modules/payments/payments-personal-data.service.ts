import { tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { listInvoiceRows } from './payments-personal-data.repository.js';

/** Every top-up the customer started, for "download my data". Invoices stay after deletion. */
export async function invoicesForExport(db: Queryable, userId: number) {
  const rows = await listInvoiceRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    merchant: row.merchant,
    amount_som: tiyinToSom(row.amountTiyin),
    status: row.status,
    provider_transaction_id: row.providerTransactionId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  }));
}
