import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { staffMembers } from '../staff/staff.schema.js';

// The support desk: tickets (a customer's, or a guest's by e-mail), their messages, files and events.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest's ticket until a customer with its verified e-mail adopts it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    /** sha256 of the private link's token; the token itself is only in the e-mail. */
    guestTokenHash: text('guest_token_hash').unique('support_tickets_guest_token_unique'),
    /**
     * Sent in a customer's name without proof (mail failing DMARC alignment, or the guest form with their
     * address): a guest ticket, never adopted, until the link mailed to the address confirms it (docs/support-mail.md).
     */
    senderUnverified: boolean('sender_unverified').notNull().default(false),
    /** sha256 of the confirmation link's token; cleared when it is used (single use). */
    confirmTokenHash: text('confirm_token_hash').unique('support_tickets_confirm_token_unique'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    department: text('department', { enum: ['billing', 'technical', 'domains', 'sales'] }).notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'answered', 'awaiting_customer', 'closed'] }).notNull(),
    serviceKind: text('service_kind', { enum: ['order', 'domain'] }),
    serviceId: integer('service_id'),
    serviceLabel: text('service_label'),
    /**
     * The knowledge-base article the customer read before writing ("still stuck? write to us"): its address and
     * its title as they read it, kept as text so the ticket still names it after the article changes or goes.
     */
    kbArticleSlug: text('kb_article_slug'),
    kbArticleTitle: text('kb_article_title'),
    assigneeId: integer('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The language of the notices (the customer's, or the guest's page). */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** When the customer last wrote: the auto-close counts from staff's answer after it. */
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }).notNull(),
    firstAnswerDueAt: timestamp('first_answer_due_at', { withTimezone: true }).notNull(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    /** The warnings to staff are sent once each: set in the claim that sends them. */
    dueSoonWarnedAt: timestamp('due_soon_warned_at', { withTimezone: true }),
    overdueWarnedAt: timestamp('overdue_warned_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    mergedIntoId: integer('merged_into_id'),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.lastMessageAt),
    index('support_tickets_queue_idx').on(table.status, table.firstAnswerDueAt),
    index('support_tickets_guest_email_idx').on(table.guestEmail),
    check('support_tickets_owner', sql`${table.userId} is not null or ${table.guestEmail} is not null`),
    check('support_tickets_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'staff', 'system'] }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** A note only staff see; never sent to the customer by any channel. */
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    via: text('via', { enum: ['web', 'email', 'telegram', 'guest_link'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('support_messages_ticket_idx').on(table.ticketId, table.id),
    check('support_messages_internal_staff', sql`not ${table.internal} or ${table.author} = 'staff'`),
  ],
);

export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** A random key in the FileStorage, never the sender's file name. */
    storageKey: text('storage_key').notNull().unique('support_attachments_storage_key_unique'),
    /** Shown and offered on download only, cleaned of path and control characters. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_attachments_message_idx').on(table.messageId)],
);

/** Status, department and merge changes, shown in the thread. */
export const supportTicketEvents = pgTable(
  'support_ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'department', 'merged'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_ticket_events_ticket_idx').on(table.ticketId, table.id)],
);

export const supportCannedReplies = pgTable('support_canned_replies', {
  id: serial('id').primaryKey(),
  department: text('department', { enum: ['billing', 'technical', 'domains', 'sales'] }),
  /** { uz: { title, body }, ru?: …, … } */
  texts: jsonb('texts').notNull(),
  createdBy: integer('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The Telegram messages that carried a staff answer: a reply to one of them goes into its ticket. */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('support_chat_messages_chat_message_unique').on(table.chatId, table.messageId)],
);
