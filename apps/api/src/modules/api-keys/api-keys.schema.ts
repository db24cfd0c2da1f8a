import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * Personal API keys (docs/api-keys.md). Only the SHA-256 of the secret is kept: the secret is 256 random bits, so
 * a plain fast hash cannot be reversed or guessed (a slow password hash guards low-entropy secrets, and would cost
 * every request), and a database leak reveals no working key. A revoked key keeps its row, for the owner's record.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    secretHash: text('secret_hash').notNull().unique('api_keys_secret_hash_unique'),
    /** The secret's last four characters, shown to tell keys apart. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute per key, so a busy script does not cost a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (table) => [
    index('api_keys_user_idx').on(table.userId),
    check('api_keys_scopes_not_empty', sql`jsonb_array_length(${table.scopes}) > 0`),
  ],
);
