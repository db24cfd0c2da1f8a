import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users-schema.js';

// Domains (issue 13): what each zone costs, and the customers' domains with their history.

/** The price of one year of an action in a zone, by term: a term without a row is not offered. */
export const domainPrices = pgTable(
  'domain_prices',
  {
    zone: text('zone').notNull(),
    action: text('action', { enum: ['register', 'renew', 'transfer', 'restore'] }).notNull(),
    years: integer('years').notNull(),
    /** The whole term's price, in tiyin. */
    priceTiyin: bigint('price_tiyin', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zone, table.action, table.years], name: 'domain_prices_pk' }),
    check('domain_prices_years_valid', sql`${table.years} between 1 and 10`),
    check('domain_prices_positive', sql`${table.priceTiyin} > 0`),
    check('domain_prices_action_valid', sql`${table.action} in ('register', 'renew', 'transfer', 'restore')`),
  ],
);

export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** ASCII (punycode) and as the customer typed it. */
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    zone: text('zone').notNull(),
    status: text('status', {
      enum: ['pending', 'active', 'unknown', 'failed', 'grace', 'redemption', 'expired', 'transfer_pending'],
    }).notNull(),
    registrarId: text('registrar_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    nameservers: jsonb('nameservers').$type<string[]>().notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One live registration per name: two customers racing for a name cannot both hold it.
    uniqueIndex('domains_live_name_unique')
      .on(table.name)
      .where(sql`${table.status} not in ('failed', 'expired')`),
    index('domains_user_idx').on(table.userId, table.createdAt),
    index('domains_expiry_idx').on(table.status, table.expiresAt),
  ],
);
