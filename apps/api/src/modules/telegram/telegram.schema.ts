import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Telegram links. One chat ↔ one customer: both columns are unique, re-linking moves the row.

export const telegramLinks = pgTable('telegram_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique('telegram_links_chat_id_unique'),
  telegramUsername: text('telegram_username'),
  telegramName: text('telegram_name').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

/** One-time activation codes; only the SHA-256 is kept. Issuing a new code deletes the customer's unused ones. */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique('telegram_link_codes_code_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('telegram_link_codes_user_idx').on(table.userId, table.createdAt)],
);
