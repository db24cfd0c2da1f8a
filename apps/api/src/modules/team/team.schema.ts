import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// An account's team: the invitations waiting and what the members did (the members themselves are the account's
// table, `account_members`, in account.schema.ts).

const ROLE_CHECK = (column: unknown) => sql`${column} in ('billing', 'technical', 'viewer', 'custom')`;

/** Invitations: only the SHA-256 of the e-mailed token is kept; a row is spent once (accepted or withdrawn). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    role: text('role', { enum: ['billing', 'technical', 'viewer', 'custom'] }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique('team_invitations_token_hash_unique'),
    /** The invitee's language when they have an account, else the inviter's: the e-mail was written in it. */
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    // One waiting invitation per address and account (an expired one may stay; the service withdraws it).
    uniqueIndex('team_invitations_open_unique')
      .on(table.accountId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.withdrawnAt} is null`),
    check('team_invitations_role_valid', ROLE_CHECK(table.role)),
    check('team_invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** What members did in an account (each change a member made, with its answer), for the owner's activity list. */
export const teamActivity = pgTable(
  'team_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The name and address at the time, so the list stays readable after the member leaves. */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    operation: text('operation').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('team_activity_account_idx').on(table.accountId, table.id)],
);
