import {
  type FieldErrorCode,
  type PromoCodesOverview,
  type RedeemPromoCodeResponse,
  tiyinToSom,
} from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import { changeBalance } from '../balance/balance.service.js';
import {
  countRedemptions,
  hasRedeemed,
  insertRedemption,
  listReceivedCodes,
  listRedemptions,
  lockPromoCode,
  type PromoCodeRow,
} from './promo-codes.repository.js';
import { type PromoGuard, takePromoAttempt } from './promo-failures.js';

const refuse = (code: FieldErrorCode) => new AppError('VALIDATION_FAILED', { fields: { code: [code] } });

/** In its window: from valid_from, up to (not including) valid_until. */
export const isWithinValidity = (row: PromoCodeRow, now: Date) =>
  row.validFrom.getTime() <= now.getTime() && (row.validUntil === null || row.validUntil > now);

export interface RedeemRequest {
  userId: number;
  ip: string;
  code: string;
  now: Date;
}

/**
 * Credits a code once per customer, within its validity and use limit, in one transaction that holds the code's
 * row: parallel redeems queue up, so one customer is credited once and max_uses is never exceeded. Failures
 * count towards the guessing limit.
 */
export async function redeemPromoCode(
  db: Database,
  guard: PromoGuard,
  request: RedeemRequest,
): Promise<RedeemPromoCodeResponse> {
  const giveBack = await takePromoAttempt(guard, { userId: request.userId, ip: request.ip });
  try {
    const redeemed = await db.transaction(async (tx) => {
      const row = await lockPromoCode(tx, request.code);
      // Someone else's personal code is answered exactly like an unknown one: it tells a guesser nothing.
      if (!row || (row.userId !== null && row.userId !== request.userId)) throw refuse('promo_code_invalid');
      if (!isWithinValidity(row, request.now)) throw refuse('promo_code_expired');
      if (await hasRedeemed(tx, row.id, request.userId)) throw refuse('promo_code_already_used');
      if (row.maxUses !== null && (await countRedemptions(tx, row.id)) >= row.maxUses) {
        throw refuse('promo_code_used_up');
      }
      const changed = await changeBalance(tx, {
        userId: request.userId,
        amountTiyin: row.amountTiyin,
        reason: 'promo_code',
        reference: { type: 'promo_code', id: row.id },
        at: request.now,
      });
      await insertRedemption(tx, {
        promoCodeId: row.id,
        userId: request.userId,
        ledgerEntryId: changed.ledgerEntryId,
        amountTiyin: row.amountTiyin,
        redeemedAt: request.now,
      });
      return { amount: tiyinToSom(row.amountTiyin), balance: tiyinToSom(changed.balanceTiyin) };
    });
    await giveBack();
    return redeemed;
  } catch (error) {
    // Only a refused code counts as a guess; anything else (a database failure, say) is given back.
    if (!(error instanceof AppError && error.code === 'VALIDATION_FAILED')) await giveBack();
    throw error;
  }
}

/** The four figures of docs/product/balance.md (received codes, the form, total income, total count) plus the lists behind them. */
export async function promoCodesOverview(
  db: Database,
  userId: number,
  now: Date,
): Promise<PromoCodesOverview> {
  const [received, redemptions] = await readAll(db, [
    () => listReceivedCodes(db, userId, now),
    () => listRedemptions(db, userId),
  ]);
  return {
    received: received.length,
    received_codes: received.map((row) => ({
      code: row.code,
      amount: tiyinToSom(row.amountTiyin),
      valid_until: row.validUntil?.toISOString() ?? null,
    })),
    total_income: tiyinToSom(redemptions.reduce((sum, row) => sum + row.amountTiyin, 0)),
    total_count: redemptions.length,
    history: redemptions.map((row) => ({
      id: row.id,
      code: row.code,
      amount: tiyinToSom(row.amountTiyin),
      redeemed_at: row.redeemedAt.toISOString(),
    })),
  };
}
