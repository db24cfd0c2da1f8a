import { PROMO_CODE_PATTERN, somAmountSchema, tiyinToSom } from '@portal/contracts';
import type { Database } from '../../../db/database.js';
import { InputError } from '../../../lib/input-error.js';
import { randomCode } from '../../../lib/random-code.js';
import { userExists } from '../../account/user-directory.service.js';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  setValidUntil,
} from '../promo-codes.repository.js';

// The operators' side of promo codes (the promo CLI): create, list and disable, with every mistake named.

export type Flags = Record<string, string | boolean | undefined>;

const text = (flags: Flags, name: string): string | undefined => {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(`--${name} needs a value`);
  return value.trim();
};

const time = (flags: Flags, name: string): Date | undefined => {
  const value = text(flags, name);
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime()))
    throw new InputError(`--${name} must be a date such as 2026-12-31T23:59Z`);
  return parsed;
};

const positiveInteger = (flags: Flags, name: string): number | undefined => {
  const value = text(flags, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 2_147_483_647)
    throw new InputError(`--${name} must be a whole number above 0`);
  return parsed;
};

const GENERATED_LENGTH = 10;

export function describePromoCode(row: PromoCodeRow, uses?: number): string {
  const parts = [
    `${row.code} #${row.id}`,
    `${tiyinToSom(row.amountTiyin)} som`,
    `valid ${row.validFrom.toISOString()} – ${row.validUntil?.toISOString() ?? 'no end'}`,
    `uses ${uses ?? '?'}/${row.maxUses ?? 'unlimited'}`,
  ];
  if (row.userId !== null) parts.push(`personal for user ${row.userId}`);
  return parts.join(' · ');
}

/** `create --code X | --generate --amount <som> [--max-uses N] [--valid-from] [--valid-until] [--user ID]`. */
export async function createPromoCodeFromFlags(db: Database, flags: Flags, now: Date): Promise<PromoCodeRow> {
  const given = text(flags, 'code');
  if ((given === undefined) === (flags.generate !== true))
    throw new InputError('give either --code X or --generate');
  if (given !== undefined && !PROMO_CODE_PATTERN.test(given))
    throw new InputError('--code must be 3-32 letters, digits, "-" or "_"');
  const amount = somAmountSchema.safeParse(text(flags, 'amount') ?? '');
  if (!amount.success || amount.data <= 0) throw new InputError('--amount must be som above 0, e.g. 10000');
  const validFrom = time(flags, 'valid-from') ?? now;
  const validUntil = time(flags, 'valid-until') ?? null;
  if (validUntil && validUntil <= validFrom) throw new InputError('--valid-until must be after --valid-from');
  const userId = positiveInteger(flags, 'user') ?? null;
  if (userId !== null && !(await userExists(db, userId))) throw new InputError(`no user ${userId}`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertPromoCode(db, {
      code: given ?? randomCode(GENERATED_LENGTH, 'upper'),
      amountTiyin: amount.data,
      validFrom,
      validUntil,
      maxUses: positiveInteger(flags, 'max-uses') ?? null,
      userId,
      createdAt: now,
    });
    if (row) return row;
    if (given !== undefined) throw new InputError(`the code ${given} exists already (codes ignore case)`);
  }
  throw new Error('could not generate a free code');
}

export async function describeAllPromoCodes(db: Database): Promise<string[]> {
  return (await listPromoCodes(db)).map((row) => describePromoCode(row.code, row.uses));
}

/** Ends the code's validity now; redemptions made stay. */
export async function disablePromoCode(
  db: Database,
  code: string | undefined,
  now: Date,
): Promise<PromoCodeRow> {
  if (!code) throw new InputError('usage: disable <code>');
  const row = await findPromoCode(db, code);
  if (!row) throw new InputError(`no code ${code}`);
  const until = row.validUntil && row.validUntil < now ? row.validUntil : now;
  const updated = await setValidUntil(db, row.id, until);
  if (!updated) throw new InputError(`no code ${code}`);
  return updated;
}
