import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { staffMembers } from '../staff/staff.schema.js';

// Top-up invoices, the provider-side records, and balance adjustments waiting for a second person.

/** One row per top-up attempt the customer starts. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchant: text('merchant', { enum: ['payme', 'click_evolution'] }).notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The provider's transaction id that paid it (Payme id or Click click_trans_id). */
    providerTransactionId: text('provider_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('invoices_amount_positive', sql`${table.amountTiyin} > 0`),
    check('invoices_status_valid', sql`${table.status} in ('pending', 'paid', 'cancelled', 'refunded')`),
    index('invoices_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Payme Merchant API transactions (docs/providers/payme.md); times are ms since the epoch, 0 = not yet. */
export const paymeTransactions = pgTable(
  'payme_transactions',
  {
    id: serial('id').primaryKey(),
    paymeId: text('payme_id').notNull().unique('payme_transactions_payme_id_unique'),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymeTime: bigint('payme_time', { mode: 'number' }).notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    state: integer('state').notNull(),
    reason: integer('reason'),
    createTime: bigint('create_time', { mode: 'number' }).notNull(),
    performTime: bigint('perform_time', { mode: 'number' }).notNull().default(0),
    cancelTime: bigint('cancel_time', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    check('payme_transactions_state_valid', sql`${table.state} in (1, 2, -1, -2)`),
    // At most one live (created or performed) Payme transaction per one-time invoice.
    uniqueIndex('payme_transactions_one_live_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.state} in (1, 2)`),
    index('payme_transactions_time_idx').on(table.paymeTime),
  ],
);

/** Click SHOP API attempts; `id` is the merchant_prepare_id we hand out and the merchant_confirm_id. */
export const clickAttempts = pgTable(
  'click_attempts',
  {
    id: serial('id').primaryKey(),
    /** Kept as text: Click ids are bigint and must never round-trip through JS numbers. */
    clickTransId: text('click_trans_id').notNull().unique('click_attempts_click_trans_id_unique'),
    clickPaydocId: text('click_paydoc_id').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['prepared', 'confirmed', 'cancelled'] }).notNull(),
    /** A cancel after confirmation whose credit could not be taken back: someone has to look at it. */
    needsReview: boolean('needs_review').notNull().default(false),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('click_attempts_state_valid', sql`${table.state} in ('prepared', 'confirmed', 'cancelled')`),
  ],
);

/** Every provider callback with its answer, for reconciliation. No secrets are stored. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['payme', 'click'] }).notNull(),
    method: text('method').notNull(),
    params: jsonb('params').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_callbacks_provider_idx').on(table.provider, table.createdAt)],
);

/**
 * What staff decided about an item of the reconciliation view (a spent-then-cancelled Click top-up, a referral
 * bonus of a reversed or suspect top-up, a refused callback, a stale invoice). One decision per item; a decided
 * item leaves the view and the ledger check's list.
 */
export const reconciliationDecisions = pgTable(
  'reconciliation_decisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    decision: text('decision').notNull(),
    note: text('note').notNull(),
    staffId: integer('staff_id').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('reconciliation_decisions_item_unique').on(table.kind, table.itemId)],
);

/**
 * Balance adjustments above the approval threshold (config.console.adjustmentApprovalTiyin), waiting for another
 * owner or billing member. The money moves only on approval, in that transaction; the ledger row is kept here.
 */
export const balanceAdjustmentRequests = pgTable(
  'balance_adjustment_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** Signed tiyin: positive credits, negative debits. */
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffMembers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
  },
  (table) => [
    index('balance_adjustment_requests_status_idx').on(table.status, table.requestedAt),
    check(
      'balance_adjustment_requests_status_valid',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    check('balance_adjustment_requests_amount_not_zero', sql`${table.amountTiyin} <> 0`),
    // The second person is a second person, whatever the code above this table does.
    check(
      'balance_adjustment_requests_other_decider',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'balance_adjustment_requests_decided_complete',
      sql`(${table.status} = 'pending') = (${table.decidedBy} is null and ${table.decidedAt} is null)`,
    ),
    check(
      'balance_adjustment_requests_approved_has_ledger',
      sql`(${table.status} = 'approved') = (${table.ledgerEntryId} is not null)`,
    ),
  ],
);
