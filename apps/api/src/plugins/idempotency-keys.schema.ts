import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../modules/account/account.schema.js';

/**
 * The first answer to each Idempotency-Key of a customer (docs/decisions/0005-idempotency-keys.md): a repeated request with the same key
 * gets it again instead of charging twice. `pending` while the first request runs; the answer is written in the
 * transaction of the effect it answers for.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route, and a hash of the body: the same key for another request is refused. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Who holds a pending key, and until when: a retry may take a pending key over once its lease ran out and no
     * transaction holds its row (the holder's process died), like a job's lease.
     */
    holder: text('holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
