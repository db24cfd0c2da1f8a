import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// The customer's second factor: a TOTP authenticator, ten one-time recovery codes, the login
// challenges between the password and the code, and the 24-hour wait before e-mail recovery turns 2FA off.

/** One authenticator per customer; pending (enabled_at null) until its first code proves the app has it. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed with the secret box: it must be read back to check codes, so it cannot be hashed. */
  secretSealed: text('secret_sealed').notNull(),
  /** The last time step accepted: a code is good once (replay protection). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Ten per enabling, argon2-hashed like passwords; each good once. Enabling again replaces them all. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** The step between a right password and the code: random id, five minutes, five wrong codes, one use. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The login form's "remember me", carried to the session the code opens. */
    remember: boolean('remember').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * E-mail recovery of a customer with 2FA: the password changes at once, the second factor goes only after
 * `effective_at` (24 hours), so a stolen mailbox alone does not open the account before the owner is told.
 */
export const twoFactorResets = pgTable(
  'two_factor_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** Set when 2FA was turned off by it, or when the owner signed in with a code and so cancelled it. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_resets_due_idx').on(table.effectiveAt)],
);
