import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// In-app notifications, the customer's channel choices, and what was delivered where.

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/** A missing row means the default: on. In-app has no row: it is always on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.channel], name: 'notification_preferences_pk' }),
    check('notification_preferences_channel_valid', sql`${table.channel} in ('email', 'telegram')`),
  ],
);

/** One row per notification and channel once handled, so a retried delivery job never sends twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** sent (or queued to the outbox), off (preference), not_linked (no Telegram chat). */
    result: text('result').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.channel], name: 'notification_deliveries_pk' }),
  ],
);
