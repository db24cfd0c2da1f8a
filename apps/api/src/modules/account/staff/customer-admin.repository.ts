import { and, desc, eq, gt, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { sessions, users } from '../account.schema.js';

// The identity tables as staff see them: search, one customer, blocking and ending sessions.

const summary = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  username: users.username,
  blockedAt: users.blockedAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
};

export type CustomerSummaryRow = Awaited<ReturnType<typeof searchUsers>>[number];

/** `like` patterns match the typed text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Exact matches on id and phone digits, substring matches on e-mail, login and name, and the customers other
 * modules found by the text (`ownerIds`: an order, a domain, a company…); the newest customers first.
 */
export async function searchUsers(db: Queryable, q: string, ownerIds: number[], limit: number) {
  const conditions: SQL[] = [];
  const text = q.trim();
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    conditions.push(ilike(users.email, pattern), ilike(users.username, pattern));
    conditions.push(ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern));
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 5) conditions.push(ilike(users.phoneNumber, `%${digits}%`));
    if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) conditions.push(eq(users.id, Number(text)));
    if (ownerIds.length > 0) conditions.push(inArray(users.id, ownerIds));
  }
  return db
    .select(summary)
    .from(users)
    .where(conditions.length > 0 ? or(...conditions) : undefined)
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function findUserForStaff(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...summary,
      birthday: users.birthday,
      sex: users.sex,
      language: users.language,
      emailVerifiedAt: users.emailVerifiedAt,
      blockedReason: users.blockedReason,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function setUserBlock(
  db: Queryable,
  id: number,
  block: { blockedAt: Date | null; blockedReason: string | null },
) {
  await db.update(users).set(block).where(eq(users.id, id));
}

/** Ends every open session of the customer; answers how many. */
export async function endAllSessionsOf(db: Queryable, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The newest sessions, ended ones included: the login history staff look at. */
export async function recentSessionsOf(db: Queryable, userId: number, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.loginTime), desc(sessions.id))
    .limit(limit);
}

export async function countUsersSince(db: Queryable, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, since));
  return row?.count ?? 0;
}

/** Customers who can be told something (neither blocked nor deleted), by id after a cursor, optionally of one portal language. */
export async function listReachableIds(
  db: Queryable,
  afterId: number,
  limit: number,
  language: string | null,
) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gt(users.id, afterId),
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        language === null ? undefined : eq(users.language, language),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countReachable(db: Queryable, language: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        isNull(users.blockedAt),
        isNull(users.deletedAt),
        language === null ? undefined : eq(users.language, language),
      ),
    );
  return row?.count ?? 0;
}
