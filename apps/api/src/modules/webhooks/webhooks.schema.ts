import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Webhooks (docs/webhooks.md): an account's endpoints and every event queued to them.

/** An account's endpoint: where, which events, and its signing secret sealed at rest. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    /** The signing secret (whsec_…), sealed with a key of its own derived from HOSTING_SECRET_KEY. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** `failing`: switched off after 3 days without a success; null when on, or off by the owner's hand. */
    disabledReason: text('disabled_reason', { enum: ['failing'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The first failed attempt since the last success: the switch-off counts its 3 days from here. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId)],
);

/** One event for one endpoint: its body is fixed when queued, so every attempt sends the same signed bytes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    /** The JSON body exactly as signed and sent. */
    body: text('body').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    // The sweep's every-minute look for overdue deliveries reads only the pending ones.
    index('webhook_deliveries_pending_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    check('webhook_deliveries_state_valid', sql`${table.state} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
