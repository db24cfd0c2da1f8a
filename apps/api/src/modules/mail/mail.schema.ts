import { MAIL_BODY_MAX } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Messages between customers. A saved message (a note to oneself) has sender = recipient.

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A conversation page reads both directions of one pair by id; contacts read by sender or recipient.
    index('mail_messages_pair_idx').on(table.senderId, table.recipientId, table.id),
    index('mail_messages_recipient_idx').on(table.recipientId, table.senderId, table.id),
    index('mail_messages_unread_idx')
      .on(table.recipientId, table.senderId)
      .where(sql`${table.readAt} is null`),
    check(
      'mail_messages_body_length',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MAIL_BODY_MAX))}`,
    ),
  ],
);

/** blocker does not want messages from blocked; either direction stops sending both ways. */
export const mailBlocks = pgTable(
  'mail_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'mail_blocks_pk', columns: [table.blockerId, table.blockedId] }),
    index('mail_blocks_blocked_idx').on(table.blockedId),
    check('mail_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
