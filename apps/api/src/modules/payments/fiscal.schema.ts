import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices } from './payments.schema.js';

// Fiscal receipts of top-ups (docs/product/money-documents.md): the law wants one per payment received, made by the
// provider's virtual fiscal module from the items we pass.

/**
 * One receipt per top-up invoice and type: the sale (PERFORM) and, after a refund, its cancel (CANCEL). Payme
 * sends the fiscal data to us (SetFiscalData); for Click we submit the items and keep what it answers.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['payme', 'click_evolution'] }).notNull(),
    type: text('type', { enum: ['PERFORM', 'CANCEL'] }).notNull(),
    /** pending: not yet fiscalized (Click: submission under way); accepted; refused: the fiscal module said no. */
    status: text('status', { enum: ['pending', 'accepted', 'refused'] }).notNull(),
    /** The fiscal module's status_code (0: accepted) and message, kept for staff when it refused. */
    statusCode: integer('status_code'),
    message: text('message'),
    receiptId: text('receipt_id'),
    terminalId: text('terminal_id'),
    fiscalSign: text('fiscal_sign'),
    /** The receipt on the tax authority's check site: what the customer opens. */
    qrCodeUrl: text('qr_code_url'),
    /** The fiscal date as the provider wrote it (Payme: "YYYYMMDDHHmmss"). */
    fiscalDate: text('fiscal_date'),
    /** The last failure of a submission of ours, for staff. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('fiscal_receipts_status_valid', sql`${table.status} in ('pending', 'accepted', 'refused')`),
    check('fiscal_receipts_type_valid', sql`${table.type} in ('PERFORM', 'CANCEL')`),
    uniqueIndex('fiscal_receipts_invoice_type_unique').on(table.invoiceId, table.type),
  ],
);
