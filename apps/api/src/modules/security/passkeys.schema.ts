import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Passkeys: WebAuthn credentials a customer registered, and the single-use challenges of
// registering one and of signing in with one. The WebAuthn user handle is `users.webauthn_handle`: random
// bytes, never the internal id, so a credential does not reveal which row it belongs to.

export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    /** The authenticator's credential id, base64url; unique across all customers. */
    credentialId: text('credential_id').notNull().unique('webauthn_credentials_credential_id_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; a lower one on sign-in means a cloned authenticator. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    aaguid: text('aaguid'),
    /** The customer's own name for it ("iPhone", "YubiKey"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('webauthn_credentials_user_idx').on(table.userId)],
);

/**
 * A WebAuthn challenge: random id handed to the browser with the options, five minutes, one use.
 * `register` ones belong to a customer and the session that asked; `login` ones to nobody yet
 * (discoverable credentials: the passkey itself says whose it is).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    // TypeScript-only enum (no CHECK): `confirm` stands for the password in a security change.
    purpose: text('purpose', { enum: ['register', 'login', 'confirm'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sessions.session_id of the session that asked to register. */
    sessionId: text('session_id'),
    /** The login form's "remember me", carried to the session a passkey sign-in opens. */
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);
