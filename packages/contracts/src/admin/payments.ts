import { z } from 'zod';
import { rowIdSchema } from '../envelope.js';
import { adminInvoiceSchema, staffReasonSchema } from './customers.js';

const isoDateTime = z.iso.datetime({ offset: true, error: 'date_invalid' });

export const paymentsQuerySchema = z.object({
  provider: z.enum(['payme', 'click'], { error: 'invalid' }).optional(),
  state: z.enum(['pending', 'paid', 'cancelled', 'refunded'], { error: 'invalid' }).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminPaymentSchema = adminInvoiceSchema.extend({
  customer_id: z.number().int(),
  /** Who the customer is, for the list to name them (null once the row no longer exists). */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const dailyTotalsQuerySchema = z.object({ from: isoDateTime, to: isoDateTime });

export const dailyTotalSchema = z.object({
  /** The Tashkent calendar day, yyyy-mm-dd. */
  day: z.string(),
  provider: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;

/** What the operator decides about each kind of item on the reconciliation list. */
export const RECONCILIATION_DECISIONS = {
  /** Click cancelled a top-up after the customer spent it. */
  click_cancel: ['recovered', 'written_off'],
  /** A top-up was reversed after its referral bonus was spent. */
  referral_reversal: ['recovered', 'written_off'],
  /** A bonus kept back because the two accounts look like one person. */
  referral_held: ['release', 'reject'],
  /** A provider callback refused because its amount did not match the invoice. */
  amount_mismatch: ['resolved', 'ignored'],
  /** An invoice still pending past its 12 hours. */
  stale_invoice: ['cancel'],
  /** A top-up paid over an hour ago still has no accepted fiscal receipt (never sent, refused or not submitted). */
  missing_receipt: ['resolved', 'ignored'],
  /** A saved card's charge Payme has not answered for over an hour (receipts.check keeps failing). */
  card_charge_unsettled: ['resolved', 'ignored'],
} as const;
export type ReconciliationKind = keyof typeof RECONCILIATION_DECISIONS;
export const RECONCILIATION_KINDS = Object.keys(RECONCILIATION_DECISIONS) as ReconciliationKind[];

export const reconciliationItemSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS as [ReconciliationKind, ...ReconciliationKind[]]),
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  amount: z.number().nullable(),
  at: z.string().nullable(),
  /** What the other side said, when it said something: e.g. the fiscal module's refusal or our last failure. */
  detail: z.string().nullable().optional(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationParamsSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS as [ReconciliationKind, ...ReconciliationKind[]], { error: 'invalid' }),
  id: rowIdSchema,
});

export const settleRequestSchema = z.object({
  decision: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(32, { error: 'invalid' }),
  note: staffReasonSchema,
});
export type SettleRequest = z.input<typeof settleRequestSchema>;
