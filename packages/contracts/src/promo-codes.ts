import { z } from 'zod';
import { API_BASE } from './api-paths.js';

// Promo codes (docs/product/balance.md "Promo codes": received codes, enter a code, total income in som, total count).

export const promoCodePaths = {
  /** GET: the four figures, the received codes and the redemption history. */
  overview: `${API_BASE}/user/promo-codes`,
  /** POST { code }: credits the code's amount once. */
  redeem: `${API_BASE}/user/promo-codes/redeem`,
} as const;

export const PROMO_CODE_MAX_LENGTH = 32;
/** What a code may look like; anything else is simply unknown. Matching ignores case. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const redeemPromoCodeRequestSchema = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(PROMO_CODE_MAX_LENGTH, { error: 'promo_code_invalid', abort: true })
    .regex(PROMO_CODE_PATTERN, { error: 'promo_code_invalid' }),
});
export type RedeemPromoCodeRequest = z.input<typeof redeemPromoCodeRequestSchema>;

export const redeemPromoCodeResponseSchema = z.object({
  /** Som credited. */
  amount: z.number(),
  /** The new balance in som. */
  balance: z.number(),
});
export type RedeemPromoCodeResponse = z.infer<typeof redeemPromoCodeResponseSchema>;

/** A personal code given to this customer that is valid now and not used yet. */
export const receivedPromoCodeSchema = z.object({
  code: z.string(),
  amount: z.number(),
  valid_until: z.string().nullable(),
});
export type ReceivedPromoCode = z.infer<typeof receivedPromoCodeSchema>;

export const promoRedemptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number(),
  redeemed_at: z.string(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoCodesOverviewSchema = z.object({
  /** How many received codes are waiting (the list below). */
  received: z.number().int(),
  received_codes: z.array(receivedPromoCodeSchema),
  /** Som credited by promo codes. */
  total_income: z.number(),
  /** Redemptions made. */
  total_count: z.number().int(),
  history: z.array(promoRedemptionSchema),
});
export type PromoCodesOverview = z.infer<typeof promoCodesOverviewSchema>;
