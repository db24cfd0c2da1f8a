import {
  REFERRAL_CODE_PATTERN,
  REFERRAL_QUERY_PARAM,
  type ReferralsOverview,
  tiyinToSom,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { randomCode } from '../../lib/random-code.js';
import { type UserBrief, userBriefsById } from '../account/user-directory.service.js';
import { signedUpFromDeviceOf } from '../auth/session.service.js';
import { changeBalance, tryChangeBalance } from '../balance/balance.service.js';
import { recordPhonesOf } from '../profile-records/profile-records.service.js';
import {
  findCodeOfUser,
  findReferralOf,
  findUserIdByCode,
  insertCode,
  insertReferral,
  insertReward,
  listHeldRewards,
  listReferralsOf,
  listRewardsNeedingReview,
  lockRewardOfInvoice,
  lockRewardWithReferrer,
  updateReward,
} from './referrals.repository.js';

const CODE_LENGTH = 8;

/** The customer's personal code, made on first need. Safe to call concurrently for one customer. */
export async function referralCodeOf(db: Queryable, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findCodeOfUser(db, userId);
    if (existing) return existing;
    // A collision with someone else's code (31^8 of them) or a parallel request for the same customer both
    // leave nothing inserted; the next round reads the winner or tries a new code.
    await insertCode(db, userId, randomCode(CODE_LENGTH), now);
  }
  throw new Error(`could not store a referral code for user ${userId}`);
}

export interface JoinThroughReferral {
  referredId: number;
  code: string | undefined;
  /** REFERRAL_SHARE_PERCENT now: the terms the new customer joins under. */
  sharePercent: number;
  at: Date;
}

/** Records who brought a new customer. An unknown code, or the customer's own, is ignored. */
export async function recordReferral(tx: Queryable, join: JoinThroughReferral): Promise<void> {
  if (!join.code || !REFERRAL_CODE_PATTERN.test(join.code)) return;
  const referrerId = await findUserIdByCode(tx, join.code.toLowerCase());
  if (referrerId === undefined || referrerId === join.referredId) return;
  await insertReferral(tx, {
    referrerId,
    referredId: join.referredId,
    sharePercent: join.sharePercent,
    joinedAt: join.at,
  });
}

export interface CreditedTopUp {
  userId: number;
  invoiceId: number;
  amountTiyin: number;
  at: Date;
}

/**
 * The referrer's share of a performed top-up, credited in the top-up's transaction, once per invoice (a replayed
 * callback finds the reward row). Rounded down to whole tiyin; nothing when it comes to zero.
 */
export async function creditReferralBonus(tx: Queryable, topUp: CreditedTopUp): Promise<void> {
  const referral = await findReferralOf(tx, topUp.userId);
  if (!referral) return;
  const bonusTiyin = Math.floor((topUp.amountTiyin * referral.sharePercent) / 100);
  if (bonusTiyin <= 0) return;
  const people = await userBriefsById(tx, [topUp.userId, referral.referrerId]);
  const newcomer = people.get(topUp.userId);
  const referrer = people.get(referral.referrerId);
  // A reward is for bringing someone else: a newcomer who proved an address of their own, not the referrer's.
  if (!newcomer?.emailVerifiedAt || !referrer || isAliasOf(newcomer.email, referrer.email)) return;
  // One phone for both (an account's number or one written in a person record), or the same device and network
  // at sign-up, looks like one person with two accounts: the reward is kept for a person to decide.
  const isSuspect =
    (await sharesPhone(tx, newcomer, referrer)) ||
    (await signedUpFromDeviceOf(tx, topUp.userId, referral.referrerId));
  const reward = await insertReward(tx, {
    referralId: referral.id,
    invoiceId: topUp.invoiceId,
    amountTiyin: bonusTiyin,
    status: isSuspect ? 'held' : 'credited',
    createdAt: topUp.at,
  });
  if (!reward || isSuspect) return;
  const changed = await changeBalance(tx, {
    userId: referral.referrerId,
    amountTiyin: bonusTiyin,
    reason: 'referral_bonus',
    reference: { type: 'invoice', id: topUp.invoiceId },
    at: topUp.at,
  });
  await updateReward(tx, reward.id, { ledgerEntryId: changed.ledgerEntryId });
}

/**
 * The provider took a top-up back: so is its bonus. When the referrer has already spent it the balance must not
 * go negative, so the reward is left for someone to review, as the Click service does with a spent top-up.
 */
export async function reverseReferralBonus(tx: Queryable, topUp: CreditedTopUp): Promise<void> {
  const reward = await lockRewardOfInvoice(tx, topUp.invoiceId);
  if (reward?.status !== 'credited') return;
  const referral = await findReferralOf(tx, topUp.userId);
  if (!referral) return;
  const reversed = await tryChangeBalance(tx, {
    userId: referral.referrerId,
    amountTiyin: -reward.amountTiyin,
    reason: 'referral_bonus_reversal',
    reference: { type: 'invoice', id: topUp.invoiceId },
    at: topUp.at,
  });
  await updateReward(
    tx,
    reward.id,
    reversed
      ? { status: 'reversed', reversalLedgerEntryId: reversed.ledgerEntryId, reversedAt: topUp.at }
      : { status: 'needs_review', reversedAt: topUp.at },
  );
}

async function sharesPhone(tx: Queryable, a: UserBrief, b: UserBrief): Promise<boolean> {
  const phonesOf = async (user: UserBrief) =>
    new Set([user.phoneNumber, ...(await recordPhonesOf(tx, user.id))]);
  const [first, second] = await readAll(tx, [() => phonesOf(a), () => phonesOf(b)]);
  return [...first].some((phone) => second.has(phone));
}

/** a+tag@x.uz and a@x.uz are one mailbox: the part after "+" is the owner's own label. */
export function isAliasOf(email: string, other: string): boolean {
  const base = (address: string) => {
    const [local = '', domain = ''] = address.toLowerCase().split('@');
    return `${local.split('+')[0]}@${domain}`;
  };
  return base(email) === base(other);
}

/** "Alisher K.": the referrer sees who joined, not their full name. */
export function maskedName(firstname: string, lastname: string): string {
  const initial = [...lastname.trim()][0];
  return initial ? `${firstname.trim()} ${initial.toUpperCase()}.` : firstname.trim();
}

export interface OverviewContext {
  appUrl: string;
  sharePercent: number;
  now: Date;
}

export async function referralsOverview(
  db: Database,
  userId: number,
  context: OverviewContext,
): Promise<ReferralsOverview> {
  const code = await referralCodeOf(db, userId, context.now);
  const rows = await listReferralsOf(db, userId);
  const people = await userBriefsById(
    db,
    rows.map((row) => row.referredId),
  );
  const list = rows.map((row) => ({
    id: row.id,
    name: maskedName(people.get(row.referredId)?.firstname ?? '', people.get(row.referredId)?.lastname ?? ''),
    joined_at: row.joinedAt.toISOString(),
    earnedTiyin: Number(row.earnedTiyin),
  }));
  return {
    code,
    link: `${context.appUrl}/registration?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`,
    share_percent: context.sharePercent,
    joined_count: list.length,
    earned_total: tiyinToSom(list.reduce((sum, row) => sum + row.earnedTiyin, 0)),
    referrals: list.map(({ earnedTiyin, ...row }) => ({ ...row, earned: tiyinToSom(earnedTiyin) })),
  };
}

/** How many customers this one brought, and who brought them, for staff. */
export async function referralFactsForStaff(db: Queryable, userId: number) {
  const [invited, joined] = await readAll(db, [
    () => listReferralsOf(db, userId),
    () => findReferralOf(db, userId),
  ]);
  return { invited: invited.length, invited_by: joined?.referrerId ?? null };
}

/** Bonuses an operator has to settle: ones whose top-up was reversed after they were spent, and held ones. */
export const rewardsNeedingReview = (db: Queryable) => listRewardsNeedingReview(db);
export const heldRewards = (db: Queryable) => listHeldRewards(db);

/** Credits a held bonus after review; false when it is not held (any more). */
export async function releaseHeldReward(tx: Queryable, rewardId: number, at: Date): Promise<boolean> {
  const found = await lockRewardWithReferrer(tx, rewardId);
  if (found?.reward.status !== 'held') return false;
  const changed = await changeBalance(tx, {
    userId: found.referrerId,
    amountTiyin: found.reward.amountTiyin,
    reason: 'referral_bonus',
    reference: { type: 'invoice', id: found.reward.invoiceId },
    at,
  });
  await updateReward(tx, rewardId, { status: 'credited', ledgerEntryId: changed.ledgerEntryId });
  return true;
}
