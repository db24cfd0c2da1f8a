import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { sessions, users } from '../account/account.schema.js';

export async function findUserById(db: Queryable, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserIdByEmail(db: Queryable, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** Whether a unique column value belongs to someone other than this user. */
export async function isTakenByOther(
  db: Queryable,
  column: 'email' | 'phoneNumber' | 'username',
  value: string,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[column], value), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(
  db: Queryable,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id));
}

/** Ends every open session of a user, or every one but `keepSessionRowId`. */
export async function endSessionsOf(db: Queryable, userId: number, now: Date, keepSessionRowId?: number) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionRowId === undefined ? undefined : ne(sessions.id, keepSessionRowId),
      ),
    );
}
