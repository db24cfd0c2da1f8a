import { and, asc, count, eq, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users } from '../account/account.schema.js';
import { webauthnChallenges, webauthnCredentials } from './passkeys.schema.js';

// Passkeys: the customer's WebAuthn credentials, their user handle, and the ceremonies' challenges.

export type CredentialRow = typeof webauthnCredentials.$inferSelect;
export type NewCredential = typeof webauthnCredentials.$inferInsert;
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;

/** The user row under lock, so that two registrations cannot both pass the limit or both make a handle. */
export async function lockUserForPasskeys(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, webauthnHandle: users.webauthnHandle })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setWebauthnHandle(db: Queryable, userId: number, handle: string) {
  await db.update(users).set({ webauthnHandle: handle }).where(eq(users.id, userId));
}

export async function findPasskeyOwner(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      webauthnHandle: users.webauthnHandle,
      blockedAt: users.blockedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export const listCredentials = (db: Queryable, userId: number) =>
  db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(asc(webauthnCredentials.createdAt), asc(webauthnCredentials.id));

export async function countCredentials(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId));
  return row?.total ?? 0;
}

export async function isCredentialRegistered(db: Queryable, credentialId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webauthnCredentials.id })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.credentialId, credentialId))
    .limit(1);
  return rows.length > 0;
}

export async function insertCredential(db: Queryable, credential: NewCredential): Promise<CredentialRow> {
  const [row] = await db.insert(webauthnCredentials).values(credential).returning();
  if (!row) throw new Error('credential not inserted');
  return row;
}

/** A credential by the authenticator's id, locked: its counter is checked and moved under this lock. */
export async function lockCredentialByCredentialId(db: Queryable, credentialId: string) {
  const [row] = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.credentialId, credentialId))
    .for('update');
  return row;
}

export async function updateCredentialUse(db: Queryable, id: number, counter: number, at: Date) {
  await db.update(webauthnCredentials).set({ counter, lastUsedAt: at }).where(eq(webauthnCredentials.id, id));
}

/** Renames one of the customer's credentials; undefined when it is not theirs. */
export async function renameCredential(db: Queryable, userId: number, id: number, name: string) {
  const [row] = await db
    .update(webauthnCredentials)
    .set({ name })
    .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the customer's credentials; undefined when it is not theirs. */
export async function deleteCredential(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId)))
    .returning();
  return row;
}

export async function insertWebauthnChallenge(
  db: Queryable,
  challenge: typeof webauthnChallenges.$inferInsert,
) {
  await db.insert(webauthnChallenges).values(challenge);
}

/**
 * Uses a challenge up: one UPDATE marks it consumed and answers it, so of two racing requests exactly one gets
 * it. Only a challenge of this purpose (and, for `register` and `confirm`, of this customer and session) matches; an expired
 * one is consumed too and refused by the caller.
 */
export async function consumeWebauthnChallenge(
  db: Queryable,
  where: { id: string; purpose: 'register' | 'login' | 'confirm'; userId?: number; sessionId?: string },
  now: Date,
): Promise<WebauthnChallengeRow | undefined> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(webauthnChallenges.id, where.id),
        eq(webauthnChallenges.purpose, where.purpose),
        isNull(webauthnChallenges.consumedAt),
        where.userId === undefined ? undefined : eq(webauthnChallenges.userId, where.userId),
        where.sessionId === undefined ? undefined : eq(webauthnChallenges.sessionId, where.sessionId),
      ),
    )
    .returning();
  return row;
}

/** Challenges whose five minutes are over; the sweep deletes them. Answers how many went. */
export async function deleteExpiredWebauthnChallenges(db: Queryable, now: Date): Promise<number> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, now))
    .returning({ id: webauthnChallenges.id });
  return rows.length;
}
