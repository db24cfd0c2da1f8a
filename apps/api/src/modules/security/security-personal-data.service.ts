import { randomBytes } from 'node:crypto';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Queryable } from '../../db/database.js';
import { hashPassword } from '../auth/password.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import {
  anonymizeUserRow,
  deleteSecondFactors,
  endAndBlankSessions,
  findProfileRow,
  findTotpState,
  listPasskeyRows,
  listSessionRows,
  lockUserForDeletion,
} from './security-personal-data.repository.js';

// The identity area's personal data, for the export and for deleting the account. The export
// holds states and dates, never a password hash, a TOTP secret, a recovery code or a token hash.

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function profileForExport(db: Queryable, userId: number) {
  const row = await findProfileRow(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    email_verified_at: iso(row.emailVerifiedAt),
    birthday: row.birthday,
    sex: row.sex,
    phone_number: row.phoneNumber,
    username: row.username,
    language: row.language,
    created_at: iso(row.createdAt),
  };
}

/** The authentication history: every login with its device and address. */
export async function sessionsForExport(db: Queryable, userId: number) {
  const rows = await listSessionRows(db, userId);
  return rows.map((row) => ({
    session_id: row.sessionId,
    login_time: iso(row.loginTime),
    last_active: iso(row.lastActive),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    remember: row.remember,
    ended_at: iso(row.endedAt),
    support_session: row.supportStaffId !== null,
  }));
}

export async function securityForExport(db: Queryable, userId: number) {
  const totp = await findTotpState(db, userId);
  const passkeys = await listPasskeyRows(db, userId);
  return {
    two_factor: {
      enabled: totp.enabledAt !== null,
      enabled_at: iso(totp.enabledAt),
      recovery_codes_left: totp.recoveryCodesLeft,
    },
    passkeys: passkeys.map((row) => ({
      name: row.name,
      device_type: row.deviceType,
      backed_up: row.backedUp,
      created_at: iso(row.createdAt),
      last_used_at: iso(row.lastUsedAt),
    })),
  };
}

/** Locks the user row for the deletion; false when it is gone or already deleted (a racing deletion won). */
export async function lockLiveUser(tx: Queryable, userId: number): Promise<boolean> {
  const row = await lockUserForDeletion(tx, userId);
  return row !== undefined && row.deletedAt === null;
}

/** Placeholders that free the e-mail and the phone for a new registration and still pass the row's checks. */
export const deletedEmailOf = (userId: number) => `deleted-${userId}@deleted.invalid`;
export const deletedPhoneOf = (userId: number) => `+999${String(userId).padStart(9, '0')}`;

/** A hash of 32 random bytes nobody knows: the row keeps a well-formed hash that no password matches. */
export const unusablePasswordHash = (cost: PasswordHashConfig): Promise<string> =>
  hashPassword(cost, randomBytes(32).toString('hex'));

/**
 * Deleting the account, the identity part, in the caller's transaction (the user row is locked): the row stays
 * (the ledger, invoices and orders point at it) with the person taken out; every session ends; the second
 * factors, passkeys and verification codes go.
 */
export async function eraseIdentity(
  tx: Queryable,
  { userId, passwordHash, now }: { userId: number; passwordHash: string; now: Date },
): Promise<void> {
  await anonymizeUserRow(
    tx,
    userId,
    { email: deletedEmailOf(userId), phoneNumber: deletedPhoneOf(userId), passwordHash },
    now,
  );
  await endAndBlankSessions(tx, userId, now);
  // Open event streams of the account close at commit.
  await publishLiveEvent(tx, {
    userId,
    kind: 'session',
    payload: { session_id: null, reason: 'all_ended' },
    at: now,
  });
  await deleteSecondFactors(tx, userId);
}
