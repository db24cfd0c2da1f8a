import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { ledgerEntries } from '../balance/balance.schema.js';

// Promo codes, made by operators with the CLI, and who redeemed them.

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Kept as the operator typed it; unique and matched without regard to case. */
    code: text('code').notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Null: no end. "disable" sets it to the moment of disabling. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Redemptions allowed in total; null: unlimited. */
    maxUses: integer('max_uses'),
    /** A personal ("received") code: only this customer may redeem it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_lower_unique').on(sql`lower(${table.code})`),
    check('promo_codes_amount_positive', sql`${table.amountTiyin} > 0`),
    check('promo_codes_max_uses_positive', sql`${table.maxUses} is null or ${table.maxUses} > 0`),
    index('promo_codes_user_idx').on(table.userId),
  ],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('promo_code_redemptions_once_per_user').on(table.promoCodeId, table.userId),
    index('promo_code_redemptions_user_idx').on(table.userId, table.redeemedAt),
  ],
);
