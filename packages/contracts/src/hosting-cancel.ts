import { z } from 'zod';

// A customer cancels a hosting order (docs/product/hosting.md, Cancel): at once, or at the end of the paid period. Either way
// the order then runs the expiry lifecycle: the panel account is suspended, and deleted after the grace week.

/** `now`: ends today, whole unused days back per CANCEL_REFUND_POLICY; `end_of_term`: nothing renews. */
export const CANCEL_WHENS = ['now', 'end_of_term'] as const;
export type CancelWhen = (typeof CANCEL_WHENS)[number];

/**
 * CANCEL_REFUND_POLICY: `unused_days` returns the whole unused days' share of the period price (in whole som,
 * rounded down) when an order is cancelled now; `none` returns nothing. A used period is never refunded.
 */
export const CANCEL_REFUND_POLICIES = ['unused_days', 'none'] as const;
export type CancelRefundPolicy = (typeof CANCEL_REFUND_POLICIES)[number];

/** The customer's optional words on why; kept short like a staff reason. */
export const CANCEL_REASON_MAX = 500;

export const cancelOrderRequestSchema = z.object({
  when: z.enum(CANCEL_WHENS, { error: 'invalid' }),
  reason: z.string({ error: 'invalid' }).trim().max(CANCEL_REASON_MAX, { error: 'too_long' }).optional(),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

/** `scheduled`: an end-of-term cancellation that can still be undone; `done`: it took effect. */
export const CANCELLATION_STATES = ['scheduled', 'done'] as const;
export type CancellationState = (typeof CANCELLATION_STATES)[number];

/** An order's cancellation by its customer, as the customer and staff see it. */
export const orderCancellationSchema = z.object({
  when: z.enum(CANCEL_WHENS),
  state: z.enum(CANCELLATION_STATES),
  requested_at: z.string(),
  /** When it takes (scheduled) or took effect: the end of the paid period, or the moment it was asked for. */
  effective_at: z.string(),
  /** When the suspended panel account is deleted: the grace week after `effective_at`. */
  deleted_at: z.string(),
  /** Som returned to the balance (`now`; 0 under the `none` policy); null for `end_of_term`. */
  refund: z.number().nullable(),
  reason: z.string().nullable(),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

/** What each choice would do now; computed by the same rules as the cancellation, changing nothing. */
export const cancelPreviewSchema = z.object({
  policy: z.enum(CANCEL_REFUND_POLICIES),
  /** Som a cancellation now returns to the balance. */
  refund: z.number().nonnegative(),
  /** Whole unused days left of the paid period (remainingDays), the count the refund is for. */
  unused_days: z.number().int().nonnegative(),
  /** The end of the paid period: where an end-of-term cancellation takes effect. */
  expires_at: z.string(),
  /** When the panel account would be deleted after either choice. */
  deleted_at: z.object({ now: z.string(), end_of_term: z.string() }),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;
