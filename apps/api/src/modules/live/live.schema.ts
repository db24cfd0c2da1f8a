import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Live status. A module that changes something a customer watches writes a live event in the
// same transaction; the insert's NOTIFY reaches every API process at commit (LISTEN/NOTIFY on PostgreSQL and
// in PGlite), and each process pushes it down the open streams of that customer. The row's id is the SSE
// event id, so a reconnecting browser gets what it missed through Last-Event-ID.

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'balance' | 'order' | 'notification' | 'domain' | 'session' (see contracts live-events). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('live_events_user_idx').on(table.userId, table.id),
    index('live_events_created_idx').on(table.createdAt),
  ],
);

/**
 * EventSource cannot send an Authorization header, so the stream is opened with a ticket: asked for with the
 * bearer token, good once, for 60 seconds, bound to that session (only its SHA-256 is kept).
 */
export const liveEventTickets = pgTable(
  'live_event_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The person whose session bought the ticket: a member following the owner's account counts toward their own
     * cap of open streams, not the owner's. Empty on rows written before it existed (they count as `user_id`'s).
     */
    personId: integer('person_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sessions.session_id: the stream ends when this session does. */
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_event_tickets_expires_idx').on(table.expiresAt)],
);
