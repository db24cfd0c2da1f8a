import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { accountMembers, users } from './account.schema.js';

const brief = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneNumber: users.phoneNumber,
  language: users.language,
};

export async function findUserBriefs(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(brief).from(users).where(inArray(users.id, ids));
}

/** Holds the user row until the transaction ends (FOR NO KEY UPDATE: rows pointing at it can still be added). */
export async function lockUserRow(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
}

/** The user's row locked as lockUserRow does, with whether the account is deleted; undefined when none. */
export async function lockUserStandingRow(
  tx: Queryable,
  id: number,
): Promise<{ deleted: boolean } | undefined> {
  const [row] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update');
  return row ? { deleted: row.deletedAt !== null } : undefined;
}

/** E-mails are stored lower-case (a CHECK holds it), so the address is compared lower-cased. */
export async function findUserBriefByEmail(db: Queryable, email: string) {
  const [row] = await db.select(brief).from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The members of an account holding `permission` (so the account's news reaches them too). */
export async function findMembersHolding(
  db: Queryable,
  accountId: number,
  permission: string,
): Promise<number[]> {
  const rows = await db
    .select({ memberId: accountMembers.memberId })
    .from(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        sql`${accountMembers.permissions} @> ${JSON.stringify([permission])}::jsonb`,
      ),
    )
    .orderBy(accountMembers.id);
  return rows.map((row) => row.memberId);
}
