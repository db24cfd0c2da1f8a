import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { ledgerEntries } from '../balance/balance.schema.js';
import { invoices } from '../payments/payments.schema.js';

// Referral codes, who brought whom, and the bonus paid for each of their top-ups.

/** A customer's personal code, made the first time it is needed. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('referral_codes_code_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One row per customer who registered through someone's link; a customer has at most one referrer. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .unique('referrals_referred_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The programme's share when the customer joined (REFERRAL_SHARE_PERCENT then); 0 earns nothing. */
    sharePercent: integer('share_percent').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredId}`),
    check('referrals_share_valid', sql`${table.sharePercent} between 0 and 100`),
    index('referrals_referrer_idx').on(table.referrerId, table.joinedAt),
  ],
);

/**
 * The bonus for one top-up, at most once per invoice. `needs_review`: the provider took the top-up back but the
 * referrer had already spent the bonus, so it could not be taken back without a negative balance.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique('referral_rewards_invoice_id_unique')
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    /** held: not paid out, the two accounts look like one person (same device and network at sign-up). */
    status: text('status', { enum: ['credited', 'reversed', 'needs_review', 'held'] }).notNull(),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    reversalLedgerEntryId: integer('reversal_ledger_entry_id').references(() => ledgerEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (table) => [
    check('referral_rewards_amount_positive', sql`${table.amountTiyin} > 0`),
    check(
      'referral_rewards_status_valid',
      sql`${table.status} in ('credited', 'reversed', 'needs_review', 'held')`,
    ),
    index('referral_rewards_referral_idx').on(table.referralId),
  ],
);
