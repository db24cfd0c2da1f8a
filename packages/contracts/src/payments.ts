import { z } from 'zod';

// Balance top-up and history (docs/product/balance.md).

export const MERCHANTS = ['click_evolution', 'payme', 'uzum', 'paynet'] as const;
export type Merchant = (typeof MERCHANTS)[number];
export const SUPPORTED_MERCHANTS = ['click_evolution', 'payme'] as const satisfies readonly Merchant[];
export type SupportedMerchant = (typeof SUPPORTED_MERCHANTS)[number];

export const merchantInfoSchema = z.object({
  id: z.enum(MERCHANTS),
  name: z.string(),
  logo_url: z.string(),
  /** The provider's own site, named in the unsupported-method warning. */
  site_url: z.string(),
  supported: z.boolean(),
  /** Bounds of one top-up, in som. */
  min_amount: z.number(),
  max_amount: z.number(),
});
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

/** Som with at most 2 decimals, as a number or a numeric string; checked exactly, without float drift. */
export const somAmountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, { error: 'amount_invalid' }),
    ],
    {
      error: 'amount_invalid',
    },
  )
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });

export const createInvoiceRequestSchema = z.object({
  merchant: z.enum(MERCHANTS, { error: 'merchant_invalid' }),
  /** Som; the server works in tiyin (the transform answers tiyin). */
  amount: somAmountSchema,
});
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequestSchema>;

/** The top-up form: an amount in som within the chosen method's bounds (the server checks them again). */
export const topUpAmountFormSchema = (minSom: number, maxSom: number) =>
  z.object({
    amount: somAmountSchema
      .refine((tiyin) => tiyin >= minSom * 100, { error: 'amount_too_small' })
      .refine((tiyin) => tiyin <= maxSom * 100, { error: 'amount_too_large' }),
  });

export const createInvoiceResponseSchema = z.object({
  invoice_id: z.number().int(),
  payment_url: z.string(),
});
export type CreateInvoiceResponse = z.infer<typeof createInvoiceResponseSchema>;

export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const invoiceSchema = z.object({
  id: z.number().int(),
  merchant: z.enum(MERCHANTS),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Why the balance changed. Later issues add their reasons here. */
export const LEDGER_REASONS = [
  'top_up',
  'top_up_reversal',
  'order_payment',
  'order_refund',
  'referral_bonus',
  'referral_bonus_reversal',
  'promo_code',
  // The unused days of the current period, credited before a tariff change under the prorate policy.
  'tariff_change_credit',
  // The credit taken back when the panel never applied the change and the old expiry returns.
  'tariff_change_credit_reversal',
  // The whole unused days of an order its customer cancelled now (CANCEL_REFUND_POLICY=unused_days).
  'order_cancel_refund',
  // Staff adjustments, one per category (admin.ts ADJUSTMENT_CATEGORIES); the note says why.
  'adjustment_compensation',
  'adjustment_bank_transfer',
  'adjustment_correction',
  'adjustment_refund',
  // A domain's registration, transfer, renewal or restore, and its refund when it failed.
  'domain_payment',
  'domain_refund',
  // A company's payment by bank transfer against its invoice (the note names the invoice's reference).
  'bank_transfer',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** What an order payment is for; kept on its ledger row (ledger_entries.kind) so the money history can name it. */
export const ORDER_CHARGE_KINDS = ['create', 'extend', 'tariff_change', 'auto_renew'] as const;
export type OrderChargeKind = (typeof ORDER_CHARGE_KINDS)[number];

export const paymentHistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Som, always positive; `action` tells the direction. */
  amount: z.number(),
  /** '+' credits the balance (shown green), '-' debits it (shown red). */
  action: z.enum(['+', '-']),
  reason: z.enum(LEDGER_REASONS),
  /** What the entry refers to, e.g. "invoice:12". */
  reference: z.string().nullable(),
  /** Words beside the reason, e.g. why staff adjusted the balance. */
  note: z.string().nullable(),
  /** What an order payment bought (new order, extension, tariff change, auto-renewal); null when not known. */
  kind: z.enum(ORDER_CHARGE_KINDS).nullable(),
  /** The order an order payment, refund or credit belongs to. */
  order_id: z.number().int().nullable(),
  /** The top-up invoice a top-up or its reversal belongs to, and the provider that paid it. */
  invoice_id: z.number().int().nullable(),
  provider: z.enum(MERCHANTS).nullable(),
  /** A top-up's fiscal receipt on the tax authority's check site (its QR code's link); null until there is one. */
  receipt_url: z.string().nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;
