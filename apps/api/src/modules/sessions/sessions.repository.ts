import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { sessions } from '../account/account.schema.js';

export async function listOpenSessions(db: Queryable, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.loginTime), desc(sessions.id));
}

/** Ends one session of this user by its public id; false when the user has no such open session. */
export async function endOwnSession(db: Queryable, userId: number, publicId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.sessionId, publicId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function endOtherSessions(db: Queryable, userId: number, keepRowId: number, now: Date) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepRowId), isNull(sessions.endedAt)));
}
