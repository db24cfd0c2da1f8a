import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The message outbox.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every e-mail and SMS we send, with its delivery status; without a transport this is where it stays. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where a reply should go (a support ticket's signed address); null: the sender. */
    replyTo: text('reply_to'),
    language: text('language').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt)],
);
