import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { referralCodes, referralRewards, referrals } from './referrals.schema.js';

export async function findCodeRow(db: Queryable, userId: number) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row;
}

export async function findJoinRow(db: Queryable, userId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredId, userId));
  return row;
}

export const listInvitedRows = (db: Queryable, userId: number) =>
  db
    .select({
      referredId: referrals.referredId,
      joinedAt: referrals.joinedAt,
      rewardTiyin: referralRewards.amountTiyin,
      rewardStatus: referralRewards.status,
    })
    .from(referrals)
    .leftJoin(referralRewards, eq(referralRewards.referralId, referrals.id))
    .where(eq(referrals.referrerId, userId))
    .orderBy(asc(referrals.id), asc(referralRewards.id));

export async function deleteCodeOf(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
}
