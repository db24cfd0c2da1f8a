import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { referralCodes, referralRewards, referrals } from './referrals.schema.js';

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

export async function findCodeOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Inserts the code unless the user already has one or the code is taken; answers whether it was stored. */
export async function insertCode(db: Queryable, userId: number, code: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values({ userId, code, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: referralCodes.userId });
  return rows.length > 0;
}

export async function findUserIdByCode(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

export async function insertReferral(tx: Queryable, values: typeof referrals.$inferInsert) {
  await tx.insert(referrals).values(values).onConflictDoNothing();
}

export async function findReferralOf(tx: Queryable, referredId: number) {
  const [row] = await tx.select().from(referrals).where(eq(referrals.referredId, referredId));
  return row;
}

/** Inserts the reward for an invoice; answers undefined when that invoice was rewarded before. */
export async function insertReward(tx: Queryable, values: typeof referralRewards.$inferInsert) {
  const [row] = await tx.insert(referralRewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockRewardOfInvoice(tx: Queryable, invoiceId: number) {
  const [row] = await tx
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.invoiceId, invoiceId))
    .for('update');
  return row;
}

export async function updateReward(
  tx: Queryable,
  id: number,
  values: Partial<
    Pick<ReferralRewardRow, 'status' | 'ledgerEntryId' | 'reversalLedgerEntryId' | 'reversedAt'>
  >,
) {
  await tx.update(referralRewards).set(values).where(eq(referralRewards.id, id));
}

/** Rewards the referrer still holds: credited ones, and reversed top-ups whose bonus could not be taken back. */
const heldAmount = sql<string>`coalesce(sum(${referralRewards.amountTiyin}) filter (where ${inArray(
  referralRewards.status,
  ['credited', 'needs_review'],
)}), 0)`;

/** The people a customer brought, newest first, with what each earned them. */
export async function listReferralsOf(db: Queryable, referrerId: number) {
  return db
    .select({
      id: referrals.id,
      referredId: referrals.referredId,
      joinedAt: referrals.joinedAt,
      earnedTiyin: heldAmount,
    })
    .from(referrals)
    .leftJoin(referralRewards, eq(referralRewards.referralId, referrals.id))
    .where(eq(referrals.referrerId, referrerId))
    .groupBy(referrals.id, referrals.referredId, referrals.joinedAt)
    .orderBy(desc(referrals.joinedAt), desc(referrals.id));
}

/** Bonuses whose top-up was taken back after the referrer had spent them: an operator has to settle them. */
export function listRewardsNeedingReview(db: Queryable) {
  return db
    .select({
      rewardId: referralRewards.id,
      invoiceId: referralRewards.invoiceId,
      referrerId: referrals.referrerId,
      amountTiyin: referralRewards.amountTiyin,
      reversedAt: referralRewards.reversedAt,
    })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .where(eq(referralRewards.status, 'needs_review'))
    .orderBy(referralRewards.id);
}

/** Bonuses kept back because the two accounts look like one person: a person decides. */
export function listHeldRewards(db: Queryable) {
  return db
    .select({
      rewardId: referralRewards.id,
      invoiceId: referralRewards.invoiceId,
      referrerId: referrals.referrerId,
      referredId: referrals.referredId,
      amountTiyin: referralRewards.amountTiyin,
      createdAt: referralRewards.createdAt,
    })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .where(eq(referralRewards.status, 'held'))
    .orderBy(referralRewards.id);
}

export async function lockRewardWithReferrer(tx: Queryable, rewardId: number) {
  const [row] = await tx
    .select({ reward: referralRewards, referrerId: referrals.referrerId })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .where(eq(referralRewards.id, rewardId))
    .for('update', { of: referralRewards });
  return row;
}
