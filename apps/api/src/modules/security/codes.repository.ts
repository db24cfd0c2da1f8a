import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { verificationCodes } from './security.schema.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type NewCode = typeof verificationCodes.$inferInsert;
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Queryable, code: NewCode): Promise<void> {
  await db.insert(verificationCodes).values(code);
}

/** The newest code of a purpose for a user (or, for recovery, for an e-mail). */
export async function findLatestCode(
  db: Queryable,
  purpose: CodePurpose,
  owner: { userId: number } | { target: string },
) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        'userId' in owner
          ? eq(verificationCodes.userId, owner.userId)
          : eq(verificationCodes.target, owner.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function findCodeByPublicId(db: Queryable, purpose: CodePurpose, publicId: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.publicId, publicId)))
    .limit(1);
  return row;
}

/** Ends every unused code of a purpose for a user, so only the newest one works. */
export async function retireCodes(
  db: Queryable,
  purpose: CodePurpose,
  userId: number,
  now: Date,
  keepId: number | null = null,
) {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.usedAt),
        keepId === null ? undefined : ne(verificationCodes.id, keepId),
      ),
    );
}

export async function setCodeHash(db: Queryable, id: number, codeHash: string): Promise<void> {
  await db.update(verificationCodes).set({ codeHash }).where(eq(verificationCodes.id, id));
}

export async function countFailedAttempt(db: Queryable, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
