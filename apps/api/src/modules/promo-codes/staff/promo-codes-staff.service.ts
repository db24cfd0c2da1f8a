import { type AdminPromoCode, tiyinToSom } from '@portal/contracts';
import type { Database, Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { InputError } from '../../../lib/input-error.js';
import {
  findPromoCodeById,
  listPromoCodes,
  listRedemptionsOfCode,
  type PromoCodeRow,
  setValidUntil,
} from '../promo-codes.repository.js';
import { createPromoCodeFromFlags } from './promo-code-admin.js';

// Promo codes as the console manages them; the same rules as the promo CLI.

const toDto = (row: PromoCodeRow, uses: number, now: Date): AdminPromoCode => ({
  id: row.id,
  code: row.code,
  amount: tiyinToSom(row.amountTiyin),
  valid_from: row.validFrom.toISOString(),
  valid_until: row.validUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  uses,
  user_id: row.userId,
  active:
    row.validFrom <= now &&
    (row.validUntil === null || row.validUntil > now) &&
    (row.maxUses === null || uses < row.maxUses),
});

export async function promoCodesForStaff(db: Queryable, now: Date): Promise<AdminPromoCode[]> {
  return (await listPromoCodes(db)).map((row) => toDto(row.code, row.uses, now));
}

export interface NewPromoCode {
  code?: string | undefined;
  amountTiyin: number;
  maxUses?: number | null | undefined;
  validFrom?: string | undefined;
  validUntil?: string | null | undefined;
  userId?: number | null | undefined;
}

/** Creates the code; a taken code or an unknown customer is a field error. */
export async function createPromoCodeForStaff(db: Database, input: NewPromoCode, now: Date) {
  try {
    const row = await createPromoCodeFromFlags(
      db,
      {
        ...(input.code ? { code: input.code } : { generate: true }),
        amount: String(input.amountTiyin / 100),
        ...(input.maxUses ? { 'max-uses': String(input.maxUses) } : {}),
        ...(input.validFrom ? { 'valid-from': input.validFrom } : {}),
        ...(input.validUntil ? { 'valid-until': input.validUntil } : {}),
        ...(input.userId ? { user: String(input.userId) } : {}),
      },
      now,
    );
    return toDto(row, 0, now);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const field = /user/.test(error.message)
      ? 'user_id'
      : /code/.test(error.message)
        ? 'code'
        : 'valid_until';
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: ['invalid'] }, message: error.message });
  }
}

/** Ends the code's validity now; redemptions made stay. */
export async function disablePromoCodeById(tx: Queryable, id: number, now: Date) {
  const row = await findPromoCodeById(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  const until = row.validUntil && row.validUntil < now ? row.validUntil : now;
  await setValidUntil(tx, id, until);
  return {
    before: { valid_until: row.validUntil?.toISOString() ?? null },
    after: { valid_until: until.toISOString() },
    code: row.code,
  };
}

export async function redemptionsForStaff(db: Queryable, id: number) {
  if (!(await findPromoCodeById(db, id))) throw new AppError('NOT_FOUND');
  return (await listRedemptionsOfCode(db, id)).map((row) => ({
    customer_id: row.userId,
    redeemed_at: row.redeemedAt.toISOString(),
  }));
}
