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
import { users } from '../account/account.schema.js';
import { hostingOrders } from '../hosting/hosting.schema.js';
import { profileRecords } from '../profile-records/profile-records.schema.js';
import { staffMembers } from '../staff/staff.schema.js';

// Domains: what each zone costs, and the customers' domains with their history.

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
    /** The registrant (a .uz order needs an approved record); kept when the record is deleted later. */
    recordId: integer('record_id').references(() => profileRecords.id, { onDelete: 'set null' }),
    /** The hosting order the name servers point at, when the customer chose one. */
    hostingOrderId: integer('hosting_order_id').references(() => hostingOrders.id, { onDelete: 'set null' }),
    /** Transfer lock at the registrar (theft protection); .uz locks are kept by the registry. */
    locked: boolean('locked').notNull().default(true),
    /** The smallest reminder (days before expiry) already sent for the current expiry; null: none yet. */
    reminderDaysSent: integer('reminder_days_sent'),
    /** When the daily sync last compared this domain with the registrar. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
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

/**
 * One paid or requested change at the registrar: registration, transfer, renewal, restore, name servers. The
 * charge and this row are written in one transaction; the row then moves on: `pending` (the job calls the
 * registrar) or `manual` (.uz: staff do it in the console) → `done`; a definitive failure → `refunded`; a
 * time-out → `unknown`, resolved by the sync job asking the registrar, never by calling again.
 */
export const domainOperations = pgTable(
  'domain_operations',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action', { enum: ['register', 'transfer', 'renew', 'restore', 'nameservers'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'manual', 'unknown', 'done', 'refunded', 'failed'],
    }).notNull(),
    /** Term in years for register, transfer, renew and restore; null for name servers. */
    years: integer('years'),
    /** What the customer paid (0 for free changes); a refund gives back exactly this. */
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull().default(0),
    /** Name servers, the transfer's auth code (wiped when the operation ends), the auto-renew flag. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The registrar's or the staff member's words when it failed or was rejected (RegistrarError kind). */
    error: text('error'),
    /** Who completed or rejected a manual operation. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // One open operation per domain: a double tap or two tabs cannot renew twice or race a registration.
    uniqueIndex('domain_operations_open_unique')
      .on(table.domainId)
      .where(sql`${table.status} in ('pending', 'manual', 'unknown')`),
    index('domain_operations_due_idx').on(table.status, table.nextAttemptAt),
    index('domain_operations_domain_idx').on(table.domainId, table.id),
    check('domain_operations_amount_not_negative', sql`${table.amountTiyin} >= 0`),
    check(
      'domain_operations_status_valid',
      sql`${table.status} in ('pending', 'manual', 'unknown', 'done', 'refunded', 'failed')`,
    ),
  ],
);

/** The customer-visible history of a domain: status changes, operations, reminders, sync corrections. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['status', 'operation', 'nameservers', 'auto_renew', 'reminder', 'sync', 'transfer_code'],
    }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** What happened or caused it: register, renew, expiry, staff_complete, drift, … */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('domain_events_domain_idx').on(table.domainId, table.id)],
);
