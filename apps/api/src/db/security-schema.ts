import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema.js';

// Background jobs, the message outbox, verification codes and captchas.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Background jobs; each claimed alone with FOR UPDATE SKIP LOCKED under a lease, so processes can share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The runner holding the lease; only it may record the outcome. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The request that queued it, so its log lines and the job's share one id; null for recurring work. */
    requestId: text('request_id'),
    ...timestamps,
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAt)],
);

/** One row per recurring job: when it is next due and which runner holds it while it runs. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});

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

/**
 * Verification codes of every purpose, bound to their target (e-mail or new phone). Recovery requests for
 * unknown e-mails get a row without a user, so the answer and its cooldown look the same either way.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique('verification_codes_public_id_unique'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // TypeScript-only enum (no CHECK): `account_delete` confirms deleting the account.
    purpose: text('purpose', {
      enum: ['email_verify', 'password_reset', 'phone_change', 'account_delete'],
    }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('verification_codes_lookup_idx').on(table.purpose, table.target, table.createdAt)],
);

/** Captchas: one use, short-lived; the answer is only ever compared on the server. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
