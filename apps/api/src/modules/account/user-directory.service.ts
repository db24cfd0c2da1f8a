import type { Queryable } from '../../db/database.js';
import { findUserBriefs, lockUserRow } from './user-directory.repository.js';

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

export const userExists = async (db: Queryable, id: number): Promise<boolean> =>
  (await findUserBriefs(db, [id])).length > 0;

/** Serialises work on one user's rows in the caller's transaction; false when the user does not exist. */
export const lockUser = (tx: Queryable, id: number): Promise<boolean> => lockUserRow(tx, id);
