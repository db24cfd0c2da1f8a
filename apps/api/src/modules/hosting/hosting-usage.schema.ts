import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { hostingOrders } from './hosting.schema.js';

/**
 * The last reading of an order's usage from the panel (docs/hosting-control.md): every process reads it, and the
 * one that finds it older than a minute asks the panel again while holding the row, so the panel is asked at
 * most once a minute per order. It also keeps whether the customer was told their disk is nearly full.
 */
export const hostingOrderUsage = pgTable('hosting_order_usage', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => hostingOrders.id, { onDelete: 'cascade' }),
  /** limit_* key → { used, total }; disk (limit_quota) in MiB, total null when unlimited. */
  figures: jsonb('figures').$type<Record<string, { used: number; total: number | null }>>().notNull(),
  /** When the panel was read; the epoch for a row made before its first reading. */
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  /** When the customer was told the disk is above 90 %; null again once it falls below 80 %. */
  diskNoticeAt: timestamp('disk_notice_at', { withTimezone: true }),
});
