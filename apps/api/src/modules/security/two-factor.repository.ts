import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { loginChallenges, twoFactorRecoveryCodes, twoFactorResets, userTotp } from './two-factor.schema.js';

export type TotpRow = typeof userTotp.$inferSelect;
export type ChallengeRow = typeof loginChallenges.$inferSelect;

export async function findTotp(db: Queryable, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** Under this lock two requests with the same code cannot both pass the replay check. */
export async function lockTotp(db: Queryable, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).for('update');
  return row;
}

/** Stores a new pending secret; an enabled one is never replaced (the update matches nothing then). */
export async function savePendingTotp(db: Queryable, userId: number, secretSealed: string, now: Date) {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed, lastTimeStep: null, createdAt: now },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function updateTotp(db: Queryable, userId: number, changes: Partial<TotpRow>) {
  await db.update(userTotp).set(changes).where(eq(userTotp.userId, userId));
}

/** Turns the second factor off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Queryable, userId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[], now: Date) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function listUnusedRecoveryCodes(db: Queryable, userId: number) {
  return db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
}

/** True when this call used the code; a code already used (by a racing request) answers false. */
export async function useRecoveryCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function insertChallenge(db: Queryable, row: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(row);
}

export async function lockChallenge(db: Queryable, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).for('update');
  return row;
}

export async function updateChallenge(db: Queryable, id: string, changes: Partial<ChallengeRow>) {
  await db.update(loginChallenges).set(changes).where(eq(loginChallenges.id, id));
}

/** The reset e-mail recovery asked for that is neither applied nor cancelled yet. */
export async function findOpenReset(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(twoFactorResets)
    .where(
      and(
        eq(twoFactorResets.userId, userId),
        isNull(twoFactorResets.appliedAt),
        isNull(twoFactorResets.cancelledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertReset(db: Queryable, row: typeof twoFactorResets.$inferInsert) {
  await db.insert(twoFactorResets).values(row);
}

export async function closeOpenResets(
  db: Queryable,
  userId: number,
  how: 'appliedAt' | 'cancelledAt',
  now: Date,
) {
  await db
    .update(twoFactorResets)
    .set({ [how]: now })
    .where(
      and(
        eq(twoFactorResets.userId, userId),
        isNull(twoFactorResets.appliedAt),
        isNull(twoFactorResets.cancelledAt),
      ),
    );
}

export async function listDueResetUsers(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ userId: twoFactorResets.userId })
    .from(twoFactorResets)
    .where(
      and(
        lte(twoFactorResets.effectiveAt, now),
        isNull(twoFactorResets.appliedAt),
        isNull(twoFactorResets.cancelledAt),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}
