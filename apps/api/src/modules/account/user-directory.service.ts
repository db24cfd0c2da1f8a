import type { Queryable } from '../../db/database.js';
import {
  findMembersHolding,
  findUserBriefByEmail,
  findUserBriefs,
  lockUserRow,
  lockUserStandingRow,
} from './user-directory.repository.js';

// What other modules may know of a user (names, e-mail, language), so that none of them reads the users table.

export type UserBrief = Awaited<ReturnType<typeof findUserBriefs>>[number];

export async function findUserBrief(db: Queryable, id: number): Promise<UserBrief | undefined> {
  const [row] = await findUserBriefs(db, [id]);
  return row;
}

/** The users of `ids` that exist, by id. */
export async function userBriefsById(db: Queryable, ids: number[]): Promise<Map<number, UserBrief>> {
  const rows = await findUserBriefs(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The customer an e-mail address belongs to (an inbound e-mail's sender, say), if any. */
export const findUserBriefOfEmail = (db: Queryable, email: string): Promise<UserBrief | undefined> =>
  findUserBriefByEmail(db, email);

export const userExists = async (db: Queryable, id: number): Promise<boolean> =>
  (await findUserBriefs(db, [id])).length > 0;

/** Serialises work on one user's rows in the caller's transaction; false when the user does not exist. */
export const lockUser = (tx: Queryable, id: number): Promise<boolean> => lockUserRow(tx, id);

/**
 * Locks the user's row like lockUser and says whether the account is deleted (undefined: no such user), so
 * money credited in the same transaction cannot land on an account its deletion has just closed.
 */
export const lockUserStanding = (tx: Queryable, id: number): Promise<{ deleted: boolean } | undefined> =>
  lockUserStandingRow(tx, id);

/**
 * Rows naming a customer by id get the customer's name and e-mail beside it, so a console list shows who, not
 * only a number; a row naming nobody (or a customer no longer there) gets nulls.
 */
export async function withCustomerNames<Row extends { customer_id: number | null }>(
  db: Queryable,
  rows: Row[],
): Promise<(Row & { customer_name: string | null; customer_email: string | null })[]> {
  const briefs = await userBriefsById(
    db,
    rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])),
  );
  return rows.map((row) => {
    const brief = row.customer_id === null ? undefined : briefs.get(row.customer_id);
    return {
      ...row,
      customer_name: brief ? `${brief.firstname} ${brief.lastname}`.trim() : null,
      customer_email: brief?.email ?? null,
    };
  });
}

/** The members of an account whose permissions include `permission` (billing news to billing members). */
export const membersHolding = (db: Queryable, accountId: number, permission: string): Promise<number[]> =>
  findMembersHolding(db, accountId, permission);
