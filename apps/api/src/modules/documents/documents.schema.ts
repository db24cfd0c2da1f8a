import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Money documents (their PDFs kept once made), company payers, the seller's details and bank transfers.

/** PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Who pays: no row is an individual; a company row carries what its documents print. */
export const payerProfiles = pgTable(
  'payer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['individual', 'company'] }).notNull(),
    legalName: text('legal_name'),
    stir: text('stir'),
    legalAddress: text('legal_address'),
    bankAccount: text('bank_account'),
    mfo: text('mfo'),
    director: text('director'),
    vatPayer: boolean('vat_payer').notNull().default(false),
    vatCode: text('vat_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // The console's search by a company's STIR.
  (table) => [index('payer_profiles_stir_idx').on(table.stir)],
);

/** One row (id 1) once the owner changed the seller's details; until then configuration says them. */
export const sellerDetails = pgTable(
  'seller_details',
  {
    id: integer('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    stir: text('stir').notNull(),
    address: text('address').notNull(),
    bankAccount: text('bank_account').notNull(),
    /** Null: the configured bank name (rows stored before the name was asked for). */
    bankName: text('bank_name'),
    mfo: text('mfo').notNull(),
    vatPayer: boolean('vat_payer').notNull(),
    vatCode: text('vat_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('seller_details_one_row', sql`${table.id} = 1`)],
);

/**
 * One row per document of a customer, keyed by what it is for (`ledger:12`, `statement:2026-10`,
 * `act:2026-10`, `bank_invoice:3`), so listing twice makes it once. Its PDFs are in money_document_pdfs.
 */
export const moneyDocuments = pgTable(
  'money_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceKey: text('source_key').notNull(),
    number: text('number').notNull(),
    language: text('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    period: text('period'),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }),
    ledgerEntryId: integer('ledger_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('money_documents_source_unique').on(table.userId, table.sourceKey),
    index('money_documents_user_idx').on(table.userId, table.issuedAt),
    // The console's search by a document's number.
    index('money_documents_number_idx').on(table.number),
  ],
);

/**
 * A document's PDF in one language: made on the first download in that language and kept, so the same document
 * in the same language always answers the same bytes.
 */
export const moneyDocumentPdfs = pgTable(
  'money_document_pdfs',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => moneyDocuments.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.language] })],
);

/** A company's request to pay by bank transfer; the reference goes into the payment's purpose line. */
export const bankInvoices = pgTable(
  'bank_invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    /** The company's STIR when it asked: a payment from another STIR does not match. */
    payerStir: text('payer_stir').notNull(),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_invoices_reference_unique').on(table.reference),
    check('bank_invoices_amount_positive', sql`${table.amountTiyin} > 0`),
  ],
);

/** An uploaded bank statement: a preview until confirmed (once). */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    paidOn: text('paid_on').notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull(),
    payerStir: text('payer_stir').notNull(),
    purpose: text('purpose').notNull(),
    reference: text('reference'),
    bankInvoiceId: integer('bank_invoice_id').references(() => bankInvoices.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    /** An unmatched line staff handled by hand: the customer it was credited to (status `assigned`). */
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    /** The credit of an assigned line: its one ledger entry. */
    ledgerEntryId: integer('ledger_entry_id'),
    /** Who handled an unmatched line, when, and (for `not_ours`) why. */
    handledBy: integer('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledReason: text('handled_reason'),
  },
  (table) => [
    index('bank_statement_lines_statement_idx').on(table.statementId, table.lineNo),
    index('bank_statement_lines_status_idx').on(table.status),
  ],
);

/** A bank payment credited: one per invoice (the unique index), however often the statement comes. */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: serial('id').primaryKey(),
    bankInvoiceId: integer('bank_invoice_id')
      .notNull()
      .references(() => bankInvoices.id, { onDelete: 'cascade' }),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    payerStir: text('payer_stir').notNull(),
    paidOn: text('paid_on').notNull(),
    purpose: text('purpose').notNull(),
    statementLineId: integer('statement_line_id'),
    staffId: integer('staff_id').notNull(),
    ledgerEntryId: integer('ledger_entry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('bank_payments_invoice_unique').on(table.bankInvoiceId)],
);
