import type { Merchant } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { findReceiptUrls } from './fiscal-receipts.repository.js';
import { findInvoiceMerchants } from './invoice.repository.js';

/** Where a top-up came from: the provider that paid it and the link to its fiscal receipt, once there is one. */
export interface TopUpSource {
  merchant: Merchant;
  /** The receipt on the tax authority's check site (its QR code's link); null until the receipt is accepted. */
  receiptUrl: string | null;
}

/**
 * The provider and fiscal receipt of each of the customer's top-up invoices, so the money history can say "via
 * Payme" and link the receipt. Its own file so the balance module can ask without importing the invoice service
 * and everything it brings.
 */
export async function topUpSources(
  db: Queryable,
  userId: number,
  invoiceIds: number[],
): Promise<Map<number, TopUpSource>> {
  const merchants = await findInvoiceMerchants(db, userId, invoiceIds);
  const receipts = await findReceiptUrls(db, userId, invoiceIds);
  const urls = new Map(receipts.map((row) => [row.invoiceId, row.qrCodeUrl]));
  return new Map(
    merchants.map((row) => [row.id, { merchant: row.merchant, receiptUrl: urls.get(row.id) ?? null }]),
  );
}
