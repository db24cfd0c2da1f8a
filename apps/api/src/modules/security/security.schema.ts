import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Verification codes and captchas.

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
