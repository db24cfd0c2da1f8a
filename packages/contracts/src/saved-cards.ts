import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { somAmountSchema } from './payments.js';

// Saved cards (Payme Subscribe API), one-tap top-ups and auto-pay (docs/product/saved-cards.md).

export const savedCardPaths = {
  /** GET: where the browser tokenizes a card (Payme's cards API) and with which merchant id. */
  setup: `${API_BASE}/user/payment/cards/setup`,
  /** GET: the saved cards; POST {token}: save a card the browser verified with its SMS code. */
  cards: `${API_BASE}/user/payment/cards`,
  /** DELETE: remove the card here and at Payme. */
  card: `${API_BASE}/user/payment/cards/:id`,
  /** POST {amount} with an Idempotency-Key: top up the balance from the card. */
  charge: `${API_BASE}/user/payment/cards/:id/charge`,
  /** GET / PUT {enabled, card_id, max_charge_som, consent_version}. */
  autopay: `${API_BASE}/user/payment/autopay`,
  /** GET: every auto-pay charge attempt and its outcome, newest first (the money history shows them). */
  autopayAttempts: `${API_BASE}/user/payment/autopay/attempts`,
} as const;

export const cardsSetupSchema = z.object({
  /** The JSON-RPC endpoint the browser posts cards.create, cards.get_verify_code and cards.verify to. */
  api_url: z.string(),
  /** Sent alone as X-Auth: the browser never holds the key. */
  merchant_id: z.string(),
  /** Payme's public offer, linked beside the card form (a setting; Payme's own page by default). */
  offer_url: z.string(),
});
export type CardsSetup = z.infer<typeof cardsSetupSchema>;

/** Payme's opaque card token, as cards.verify answered it; never shown back to anyone. */
export const saveCardRequestSchema = z.object({
  token: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(2000, { error: 'too_long' })
    .regex(/^[A-Za-z0-9+/=_-]+$/, { error: 'invalid' }),
});
export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;

export const savedCardSchema = z.object({
  id: z.number().int(),
  /** As Payme masks it: "860006******6311". */
  masked_number: z.string(),
  /** "MM/YY". */
  expiry: z.string(),
  /** True when auto-pay charges this card. */
  autopay: z.boolean(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const cardChargeRequestSchema = z.object({
  /** Som; the transform answers tiyin. */
  amount: somAmountSchema,
});
export type CardChargeRequest = z.input<typeof cardChargeRequestSchema>;

export const CARD_CHARGE_STATES = ['paying', 'paid', 'failed'] as const;
export type CardChargeState = (typeof CARD_CHARGE_STATES)[number];

export const cardChargeResultSchema = z.object({
  charge_id: z.number().int(),
  invoice_id: z.number().int(),
  state: z.enum(CARD_CHARGE_STATES),
  /** Som. */
  amount: z.number(),
});
export type CardChargeResult = z.infer<typeof cardChargeResultSchema>;

/** The consent text's version the customer agreed to; a new text gets a new version. */
export const AUTOPAY_CONSENT_VERSION = '2026-12-1';

export const autopaySettingsSchema = z.object({
  enabled: z.boolean(),
  card_id: z.number().int().nullable(),
  /** The ceiling of one charge, in whole som. */
  max_charge_som: z.number().int().nullable(),
  consent_version: z.string().nullable(),
  consented_at: z.string().nullable(),
});
export type AutopaySettings = z.infer<typeof autopaySettingsSchema>;

export const AUTOPAY_MAX_CHARGE_SOM = 100_000_000;

export const updateAutopayRequestSchema = z
  .object({
    enabled: z.boolean({ error: 'invalid' }),
    card_id: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .positive({ error: 'invalid' })
      .optional(),
    max_charge_som: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'invalid' })
      .max(AUTOPAY_MAX_CHARGE_SOM, { error: 'invalid' })
      .optional(),
    /** Turning auto-pay on requires the version of the consent text the customer was shown and agreed to. */
    consent_version: z.string().max(40, { error: 'too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled) return;
    if (value.card_id === undefined) ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'required' });
    if (value.max_charge_som === undefined)
      ctx.addIssue({ code: 'custom', path: ['max_charge_som'], message: 'required' });
    if (value.consent_version === undefined)
      ctx.addIssue({ code: 'custom', path: ['consent_version'], message: 'required' });
  });
export type UpdateAutopayRequest = z.input<typeof updateAutopayRequestSchema>;

/**
 * Why an auto-pay charge failed, in words the portal translates (Payme's own codes and texts stay with staff):
 * the card lacked the money; Payme reported the card expired or blocked, removed (its token unknown) or invalid;
 * Payme never confirmed the payment and the receipt was cancelled; Payme could not be reached; any other refusal.
 */
export const AUTOPAY_FAILURE_REASONS = [
  'insufficient_funds',
  'card_expired_or_blocked',
  'card_removed',
  'card_invalid',
  'not_confirmed',
  'provider_unavailable',
  'declined',
] as const;
export type AutopayFailureReason = (typeof AUTOPAY_FAILURE_REASONS)[number];

export const autopayAttemptSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Som: the renewal's shortfall, in whole som. */
  amount: z.number(),
  /** `paying`: Payme has not answered yet. */
  state: z.enum(CARD_CHARGE_STATES),
  /** Why it failed; null unless `state` is failed. */
  reason: z.enum(AUTOPAY_FAILURE_REASONS).nullable(),
  /** True when the card cannot pay again: later tries wait for another auto-pay card. */
  card_dead: z.boolean(),
  /** The card charged, masked as Payme masks it. */
  card: z.string(),
  /** What renews: a hosting order or a domain, and its id. */
  subject: z.enum(['order', 'domain']).nullable(),
  order_id: z.number().int().nullable(),
  domain_id: z.number().int().nullable(),
  /** The top-up invoice the charge credits once paid (its line in the money history). */
  invoice_id: z.number().int(),
});
export type AutopayAttemptView = z.infer<typeof autopayAttemptSchema>;
