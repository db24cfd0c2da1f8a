import { z } from 'zod';
import { autopaySettingsSchema } from '../saved-cards.js';
import { staffReasonSchema } from './customers.js';
import { ADMIN_API_BASE } from './paths.js';

// A customer's saved cards and auto-pay as staff see them (docs/product/saved-cards.md): masked, never a token.

export const adminCardPaths = {
  /** GET: the customer's cards (removed ones too) and auto-pay. */
  customerCards: `${ADMIN_API_BASE}/customers/:id/cards`,
  /** POST {reason}: turns the customer's auto-pay off (audited; the customer is told). */
  customerAutopayOff: `${ADMIN_API_BASE}/customers/:id/autopay/off`,
  /** GET ?page: auto-pay charges Payme refused, newest first, with the reason. */
  autopayFailures: `${ADMIN_API_BASE}/payments/autopay-failures`,
} as const;

export const adminSavedCardSchema = z.object({
  id: z.number().int(),
  masked_number: z.string(),
  expiry: z.string(),
  created_at: z.string(),
  removed_at: z.string().nullable(),
});

export const adminCustomerCardsSchema = z.object({
  cards: z.array(adminSavedCardSchema),
  autopay: autopaySettingsSchema,
});
export type AdminCustomerCards = z.infer<typeof adminCustomerCardsSchema>;

export const autopayOffRequestSchema = z.object({ reason: staffReasonSchema });

export const autopayFailureSchema = z.object({
  charge_id: z.number().int(),
  customer_id: z.number().int(),
  masked_number: z.string(),
  /** Som. */
  amount: z.number(),
  /** What renewed, e.g. "order:12". */
  subject: z.string().nullable(),
  failure_code: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** Payme said the card will not pay again. */
  final: z.boolean(),
  created_at: z.string(),
});
export type AutopayFailure = z.infer<typeof autopayFailureSchema>;

export const autopayFailuresQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
