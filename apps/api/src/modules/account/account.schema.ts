import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// The account: the users table (one row per customer), their sessions and the account's members (the people its
// owner let in; the team module invites and removes them). Other
// schema files import `users` from here for their foreign keys. Auth creates users and sessions; account, security
// and sessions change them; the identity area shares these tables (docs/architecture/tables.md).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull().unique('users_email_unique'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Null only on a deleted account: its person is gone, nothing is put in their place. */
    birthday: date('birthday', { mode: 'string' }),
    sex: text('sex', { enum: ['male', 'female'] }),
    phoneNumber: text('phone_number').notNull().unique('users_phone_number_unique'),
    username: text('username').unique('users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('uz'),
    /** Set by staff: a blocked customer cannot log in and has no open session. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The WebAuthn user handle: random base64url, set with the first passkey. */
    webauthnHandle: text('webauthn_handle').unique('users_webauthn_handle_unique'),
    /** Set when the customer deleted the account: the row stays, anonymized, for the ledger. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_sex_valid', sql`${table.sex} in ('male', 'female')`),
    check(
      'users_person_of_live_account',
      sql`${table.deletedAt} is not null or (${table.birthday} is not null and ${table.sex} is not null)`,
    ),
    check('users_phone_e164', sql`${table.phoneNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/** One row per login: the authentication history. Only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull().unique('sessions_session_id_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    remember: boolean('remember').notNull().default(false),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A support session ("view as customer"): the staff member behind it, why, and its hard end. */
    supportStaffId: integer('support_staff_id'),
    supportReason: text('support_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId, table.loginTime)],
);

// An account is its owner's user id (every account has exactly one owner, the user who registered it).
const ROLE_CHECK = (column: unknown) => sql`${column} in ('billing', 'technical', 'viewer', 'custom')`;

export const accountMembers = pgTable(
  'account_members',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['billing', 'technical', 'viewer', 'custom'] }).notNull(),
    /** The permissions the role stood for when granted, or the custom list: what the checks read. */
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('account_members_account_member_unique').on(table.accountId, table.memberId),
    index('account_members_member_idx').on(table.memberId),
    check('account_members_role_valid', ROLE_CHECK(table.role)),
    check('account_members_not_owner', sql`${table.accountId} <> ${table.memberId}`),
  ],
);
