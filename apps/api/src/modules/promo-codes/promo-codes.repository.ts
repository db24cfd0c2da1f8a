import { and, count, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { promoCodeRedemptions, promoCodes } from './promo-codes.schema.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * How many times the code of the current row was redeemed, for queries over promo_codes. The columns are named
 * with their tables by hand: in the selection of a one-table query Drizzle writes columns bare, and a bare "id"
 * inside the subquery is the redemption's own id, not the code's (the list showed one use of a used-up code).
 */
const usesOfCode = sql<number>`(select count(*)::int from ${promoCodeRedemptions} where ${promoCodeRedemptions}.${sql.identifier(promoCodeRedemptions.promoCodeId.name)} = ${promoCodes}.${sql.identifier(promoCodes.id.name)})`;

const sameCode = (code: string) => sql`lower(${promoCodes.code}) = lower(${code})`;

/** Locks the code's row, so redeems of one code queue up and the use count cannot be overtaken. */
export async function lockPromoCode(tx: Queryable, code: string) {
  const [row] = await tx.select().from(promoCodes).where(sameCode(code)).for('update');
  return row;
}

export async function findPromoCode(db: Queryable, code: string) {
  const [row] = await db.select().from(promoCodes).where(sameCode(code));
  return row;
}

export async function countRedemptions(tx: Queryable, promoCodeId: number): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(promoCodeRedemptions)
    .where(eq(promoCodeRedemptions.promoCodeId, promoCodeId));
  return row?.uses ?? 0;
}

export async function hasRedeemed(tx: Queryable, promoCodeId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: promoCodeRedemptions.id })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.promoCodeId, promoCodeId), eq(promoCodeRedemptions.userId, userId)));
  return row !== undefined;
}

export async function insertRedemption(tx: Queryable, values: typeof promoCodeRedemptions.$inferInsert) {
  await tx.insert(promoCodeRedemptions).values(values);
}

/** The customer's redemptions, newest first, with the code as it was typed by the operator. */
export async function listRedemptions(db: Queryable, userId: number) {
  return db
    .select({
      id: promoCodeRedemptions.id,
      code: promoCodes.code,
      amountTiyin: promoCodeRedemptions.amountTiyin,
      redeemedAt: promoCodeRedemptions.redeemedAt,
    })
    .from(promoCodeRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
    .where(eq(promoCodeRedemptions.userId, userId))
    .orderBy(desc(promoCodeRedemptions.redeemedAt), desc(promoCodeRedemptions.id));
}

/** Personal codes given to the customer that can be redeemed now: in their window, unused, not used up. */
export async function listReceivedCodes(db: Queryable, userId: number, now: Date) {
  return db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.userId, userId),
        lte(promoCodes.validFrom, now),
        or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, now)),
        notExists(
          db
            .select({ id: promoCodeRedemptions.id })
            .from(promoCodeRedemptions)
            .where(
              and(
                eq(promoCodeRedemptions.promoCodeId, promoCodes.id),
                eq(promoCodeRedemptions.userId, userId),
              ),
            ),
        ),
        or(isNull(promoCodes.maxUses), sql`${usesOfCode} < ${promoCodes.maxUses}`),
      ),
    )
    .orderBy(promoCodes.validUntil, promoCodes.id);
}

export async function insertPromoCode(db: Queryable, values: typeof promoCodes.$inferInsert) {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** Every code with its use count, newest first (the operators' list). */
export async function listPromoCodes(db: Queryable) {
  return db
    .select({
      code: promoCodes,
      uses: usesOfCode,
    })
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

export async function setValidUntil(db: Queryable, id: number, validUntil: Date) {
  const [row] = await db.update(promoCodes).set({ validUntil }).where(eq(promoCodes.id, id)).returning();
  return row;
}

export async function findPromoCodeById(db: Queryable, id: number) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** Who redeemed a code and when, newest first. */
export async function listRedemptionsOfCode(db: Queryable, promoCodeId: number) {
  return db
    .select({ userId: promoCodeRedemptions.userId, redeemedAt: promoCodeRedemptions.redeemedAt })
    .from(promoCodeRedemptions)
    .where(eq(promoCodeRedemptions.promoCodeId, promoCodeId))
    .orderBy(desc(promoCodeRedemptions.redeemedAt));
}
