import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

// The operator console's tables (docs/decisions/0015-staff-separate.md): staff are not customers, so they have their own accounts and
// sessions; the audit log is append-only, enforced by a trigger in the migration.

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('staff_members_email_unique'),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'billing', 'support', 'readonly'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, sealed with the secret box (it must be read back, so it cannot be hashed). */
    totpSecretSealed: text('totp_secret_sealed').notNull(),
    /** The last TOTP time step accepted: a code is good once (replay protection). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Null while an invitation waits to be accepted: such an account cannot sign in. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** SHA-256 of the one-time invitation token, and when it stops working. */
    inviteTokenHash: text('invite_token_hash').unique('staff_members_invite_token_unique'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_members_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('staff_members_role_valid', sql`${table.role} in ('owner', 'billing', 'support', 'readonly')`),
  ],
);

/** Staff sessions: only the SHA-256 of the bearer token is kept, as for customers. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull().unique('staff_sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId, table.createdAt)],
);

/**
 * Every staff action: who, on which customer, what, the state before and after, from where and when. No foreign
 * keys: a row outlives what it names. The migration's trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for actions run from the shell (`npm run staff`). */
    staffId: integer('staff_id'),
    customerId: integer('customer_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_customer_idx').on(table.customerId, table.at),
  ],
);

/**
 * Refused staff sign-ins summed up: one row per subject (an account's e-mail, or an address held back by its own
 * limit) per limit window, counted on every refusal, so a flood leaves one row and one audit entry, not one
 * each. The audit log's entry for the window points here (after.summary_id) and shows the count.
 */
export const staffLoginRefusals = pgTable(
  'staff_login_refusals',
  {
    id: serial('id').primaryKey(),
    /** `account:<e-mail>` or `address:<ip>`. */
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    staffId: integer('staff_id'),
    count: integer('count').notNull(),
    /** Refusals by reason, e.g. {"password": 12, "captcha": 3}. */
    reasons: jsonb('reasons').$type<Record<string, number>>().notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lastIp: text('last_ip').notNull(),
  },
  (table) => [unique('staff_login_refusals_window_unique').on(table.subject, table.windowStart)],
);
