import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { sessions, users } from '../account/account.schema.js';
import { webauthnChallenges, webauthnCredentials } from './passkeys.schema.js';
import { verificationCodes } from './security.schema.js';
import { loginChallenges, twoFactorRecoveryCodes, twoFactorResets, userTotp } from './two-factor.schema.js';

// The identity area's part of "my data": what the export shows of the users row, the sessions
// and the second factors (never a hash or a secret), and what deleting the account erases.

export async function findProfileRow(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      birthday: users.birthday,
      sex: users.sex,
      phoneNumber: users.phoneNumber,
      username: users.username,
      language: users.language,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export const listSessionRows = (db: Queryable, userId: number) =>
  db
    .select({
      sessionId: sessions.sessionId,
      loginTime: sessions.loginTime,
      lastActive: sessions.lastActive,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      remember: sessions.remember,
      endedAt: sessions.endedAt,
      supportStaffId: sessions.supportStaffId,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.loginTime), asc(sessions.id));

export async function findTotpState(db: Queryable, userId: number) {
  const [row] = await db
    .select({ enabledAt: userTotp.enabledAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  const [left] = await db
    .select({ total: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabledAt: row?.enabledAt ?? null, recoveryCodesLeft: left?.total ?? 0 };
}

export const listPasskeyRows = (db: Queryable, userId: number) =>
  db
    .select({
      name: webauthnCredentials.name,
      deviceType: webauthnCredentials.deviceType,
      backedUp: webauthnCredentials.backedUp,
      createdAt: webauthnCredentials.createdAt,
      lastUsedAt: webauthnCredentials.lastUsedAt,
    })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(asc(webauthnCredentials.id));

/** The user row, locked for the deletion; undefined when it does not exist. */
export async function lockUserForDeletion(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function anonymizeUserRow(
  tx: Queryable,
  userId: number,
  replacement: { email: string; phoneNumber: string; passwordHash: string },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      firstname: 'Deleted',
      lastname: 'Customer',
      email: replacement.email,
      emailVerifiedAt: null,
      // Cleared, not invented: the row keeps no trace of the person.
      birthday: null,
      sex: null,
      phoneNumber: replacement.phoneNumber,
      username: null,
      passwordHash: replacement.passwordHash,
      webauthnHandle: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Every session ends, and what it kept of the device (address, browser) is blanked. */
export async function endAndBlankSessions(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  await tx.update(sessions).set({ ipAddress: '', userAgent: '' }).where(eq(sessions.userId, userId));
}

export async function deleteSecondFactors(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await tx.delete(twoFactorResets).where(eq(twoFactorResets.userId, userId));
  await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
  await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
}
