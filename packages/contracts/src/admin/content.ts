import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { NEWS_LIMITS } from '../news.js';
import { somAmountSchema } from '../payments.js';
import { PROMO_CODE_PATTERN } from '../promo-codes.js';
import { requiredText } from '../validation.js';

const newsText = z.object({
  title: requiredText(NEWS_LIMITS.titleMax),
  body: requiredText(NEWS_LIMITS.bodyMax),
});

/** A news item in up to five languages: uz is required (the others fall back to it). */
export const newsRequestSchema = z.object({
  publish_at: z.iso.datetime({ offset: true, error: 'date_invalid' }),
  texts: z.object({
    uz: newsText,
    uzc: newsText.optional(),
    ru: newsText.optional(),
    en: newsText.optional(),
    tj: newsText.optional(),
  }),
});
export type NewsRequest = z.input<typeof newsRequestSchema>;

export const adminNewsSchema = z.object({
  id: z.number().int(),
  publish_at: z.string(),
  published: z.boolean(),
  texts: z.partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), body: z.string() })),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const promoCodeRequestSchema = z
  .object({
    /** Left out: a code is generated. */
    code: z.string().trim().regex(PROMO_CODE_PATTERN, { error: 'promo_code_invalid' }).optional(),
    amount: somAmountSchema.refine((tiyin) => tiyin > 0, { error: 'amount_too_small' }),
    max_uses: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).nullable().optional(),
    valid_from: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
    valid_until: z.iso.datetime({ offset: true, error: 'date_invalid' }).nullable().optional(),
    /** A personal code only this customer can redeem. */
    user_id: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).nullable().optional(),
  })
  .refine((body) => !body.valid_until || !body.valid_from || body.valid_until > body.valid_from, {
    error: 'date_invalid',
    path: ['valid_until'],
  });
export type PromoCodeRequest = z.input<typeof promoCodeRequestSchema>;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  user_id: z.number().int().nullable(),
  active: z.boolean(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminRedemptionSchema = z.object({
  customer_id: z.number().int(),
  redeemed_at: z.string(),
});

/** A message to many customers: in-app, and by e-mail and Telegram where they keep those on for announcements. */
export const broadcastRequestSchema = z.object({
  /** Only customers whose portal language is this one; null: everyone. */
  language: z.enum(LANGUAGES, { error: 'invalid' }).nullable(),
  texts: z.object({
    uz: z.object({ title: requiredText(120), body: requiredText(2000) }),
    uzc: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    ru: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    en: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    tj: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
  }),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

/** How many customers a broadcast will reach. */
export const broadcastResultSchema = z.object({ recipients: z.number().int() });
