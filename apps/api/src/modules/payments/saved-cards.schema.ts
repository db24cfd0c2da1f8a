import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { invoices } from './payments.schema.js';

// Saved cards, their charges and auto-pay (docs/product/saved-cards.md). The card number is never here: Payme
// holds the card, we hold its token and the masked number Payme answered.

export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Payme's token after cards.verify, sealed (lib/secret-box.ts; never in clear); never leaves the server (not in
     * answers, logs or the console). Sealing differs each time, so the unique index no longer spots repeats.
     */
    token: text('token').notNull(),
    /** As Payme masks it: 6 digits, 6 stars, 4 digits. */
    maskedNumber: text('masked_number').notNull(),
    /** "MM/YY". */
    expiry: text('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when removed (by the customer, or after Payme reported it dead); the row stays for the history. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When the one "expires soon" notice went out. */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_cards_token_unique').on(table.token),
    index('saved_cards_user_idx').on(table.userId),
  ],
);

/**
 * One charge of a saved card: a Payme receipt created and paid with the token. The row is written before Payme is
 * asked to pay, so a process that dies mid-way leaves it `paying` and the next run settles it with receipts.check.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => savedCards.id, { onDelete: 'cascade' }),
    /** The top-up invoice the charge credits (its fiscal detail and money-history line). */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['top_up', 'autopay'] }).notNull(),
    /** Auto-pay: what renews ("order:12", "domain:7") and which period (its expiry before renewal). */
    subject: text('subject'),
    period: text('period'),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    /** Payme's receipt `_id`, once receipts.create answered. */
    receiptId: text('receipt_id'),
    state: text('state', { enum: ['paying', 'paid', 'failed'] }).notNull(),
    /** Payme's refusal code and text; `final` when the card cannot pay again. */
    failureCode: integer('failure_code'),
    failureMessage: text('failure_message'),
    final: boolean('final').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('card_charges_state_valid', sql`${table.state} in ('paying', 'paid', 'failed')`),
    check('card_charges_amount_positive', sql`${table.amountTiyin} > 0`),
    uniqueIndex('card_charges_invoice_unique').on(table.invoiceId),
    uniqueIndex('card_charges_receipt_unique').on(table.receiptId),
    // Exactly once: one live or paid auto-pay charge per subject and period, whatever process tries.
    uniqueIndex('card_charges_one_per_period')
      .on(table.subject, table.period)
      .where(sql`${table.state} in ('paying', 'paid')`),
    index('card_charges_user_idx').on(table.userId, table.createdAt),
    index('card_charges_state_idx').on(table.state),
  ],
);

/** The customer's auto-pay choice and the consent they gave. */
export const autopaySettings = pgTable('autopay_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  cardId: integer('card_id').references(() => savedCards.id, { onDelete: 'set null' }),
  maxChargeTiyin: bigint('max_charge_tiyin', { mode: 'number' }),
  /** The consent text's version shown when it was turned on, and when. */
  consentVersion: text('consent_version'),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
