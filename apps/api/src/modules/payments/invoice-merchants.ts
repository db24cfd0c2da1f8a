import type { Merchant } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { findInvoiceMerchants } from './invoice.repository.js';

/**
 * Which provider paid each top-up invoice, so the money history can say "via Payme". Its own file
 * so the balance module can ask without importing the invoice service and everything it brings.
 */
export async function invoiceMerchants(
  db: Queryable,
  userId: number,
  invoiceIds: number[],
): Promise<Map<number, Merchant>> {
  const rows = await findInvoiceMerchants(db, userId, invoiceIds);
  return new Map(rows.map((row) => [row.id, row.merchant]));
}
