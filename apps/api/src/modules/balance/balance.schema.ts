import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Every user's balance account and the ledger that explains each change of it.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One account per user; the balance in tiyin. Later issues add the ledger that explains it. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique('accounts_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceTiyin: bigint('balance_tiyin', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [check('accounts_balance_not_negative', sql`${table.balanceTiyin} >= 0`)],
);

/** One row per balance change; the sum per user equals accounts.balance_tiyin (checked by check-ledger). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: positive credits the balance, negative debits it. */
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** Words for the customer beside the reason, e.g. why staff adjusted the balance. */
    note: text('note'),
    /** What an order payment bought (contracts ORDER_CHARGE_KINDS): create, extend, tariff_change, auto_renew. */
    kind: text('kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amountTiyin} <> 0`),
    // The money history reads a customer's whole ledger newest first: a backward scan of this order, no sort.
    // Migration 0022 adds the other columns the history reads as INCLUDE (drizzle cannot say it), so the read is
    // an index-only scan of the customer's own entries, however many rows the table holds and wherever they lie.
    // Notes must stay short for that (staff reasons: at most 500 characters); an index row holds about 2.7 KB.
    index('ledger_entries_user_idx').on(table.userId, table.createdAt, table.id),
  ],
);
