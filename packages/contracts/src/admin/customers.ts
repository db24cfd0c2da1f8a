import { z } from 'zod';
import { DOMAIN_OPERATION_ACTIONS, DOMAIN_STATUSES } from '../domains.js';
import { rowIdSchema } from '../envelope.js';
import { orderCancellationSchema } from '../hosting-cancel.js';
import { LEDGER_REASONS } from '../payments.js';
import { RECORD_VERIFICATIONS } from '../profile-records.js';
import { requiredText } from '../validation.js';

export const customerSearchQuerySchema = z.object({
  q: z.string().trim().max(128, { error: 'too_long' }).default(''),
});

export const customerSummarySchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  username: z.string().nullable(),
  balance: z.number(),
  blocked: z.boolean(),
  /** The customer deleted the account: the row stays, anonymized, for the ledger. */
  deleted: z.boolean(),
  created_at: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/**
 * What the one search box matched a customer by: their own fields (id, name, e-mail, phone, portal login), an
 * order id, the company's name or STIR, an invoice or document number, a payment's provider transaction id, a
 * domain name, or a hosting order's panel login.
 */
export const CUSTOMER_MATCH_KINDS = [
  'id',
  'name',
  'email',
  'phone',
  'login',
  'order',
  'company',
  'stir',
  'invoice',
  'payment',
  'domain',
  'panel_login',
] as const;
export type CustomerMatchKind = (typeof CUSTOMER_MATCH_KINDS)[number];

export const customerSearchResultSchema = customerSummarySchema.extend({
  /** Why this customer is in the results: each kind with the value it matched ("domain", "example.uz"). */
  matched: z.array(z.object({ kind: z.enum(CUSTOMER_MATCH_KINDS), value: z.string() })),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Signed som: positive credits, negative debits. */
  amount: z.number(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  tariff: z.string(),
  server_id: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
  /** The customer's cancellation, scheduled or done; null without one. */
  cancellation: orderCancellationSchema.nullable(),
});

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Provider transaction ids with their state, as the provider named them. */
  transactions: z.array(z.object({ provider_id: z.string(), state: z.string() })),
});

export const adminSessionSchema = z.object({
  session_id: z.string(),
  login_time: z.string(),
  last_active: z.string(),
  ended_at: z.string().nullable(),
  ip_address: z.string(),
  user_agent: z.string(),
  /** The user agent in words, as the customer's own session list names it: "Chrome 131", "Android 14". */
  browser: z.string(),
  system: z.string(),
});

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});

export const customerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});

/** A customer's domain as the console lists it, with the change under way (a .uz one waits in the queue). */
export const adminCustomerDomainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  expires_at: z.string().nullable(),
  auto_renew: z.boolean(),
  open_operation: z
    .object({ id: z.number().int(), action: z.enum(DOMAIN_OPERATION_ACTIONS), status: z.string() })
    .nullable(),
});
export type AdminCustomerDomain = z.infer<typeof adminCustomerDomainSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  /** Null once the customer deleted the account: the person's data is cleared, no placeholder put in. */
  birthday: z.string().nullable(),
  sex: z.string().nullable(),
  language: z.string(),
  email_verified: z.boolean(),
  blocked_reason: z.string().nullable(),
  ledger: z.array(adminLedgerEntrySchema),
  orders: z.array(adminOrderSchema),
  domains: z.array(adminCustomerDomainSchema),
  invoices: z.array(adminInvoiceSchema),
  sessions: z.array(adminSessionSchema),
  notifications: z.array(adminNotificationSchema),
  telegram: z.object({ linked: z.boolean(), username: z.string().nullable() }),
  referrals: z.object({ invited: z.number().int(), invited_by: z.number().int().nullable() }),
  /** Person records with the kinds of file each holds; staff open a file through customerRecordFile (audited). */
  records: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      files: z.array(z.string()),
      verification: z.enum(RECORD_VERIFICATIONS),
      rejection_reason: z.string().nullable(),
    }),
  ),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Why a staff member acts: shown in the audit log, and to the customer where the action touches them. */
export const staffReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(3, { error: 'too_short' })
  .max(500, { error: 'too_long' });

export const blockCustomerRequestSchema = z.object({ reason: staffReasonSchema });
export const customerNoteRequestSchema = z.object({ body: requiredText(2000) });

export const ADJUSTMENT_CATEGORIES = ['compensation', 'bank_transfer', 'correction', 'refund'] as const;
export type AdjustmentCategory = (typeof ADJUSTMENT_CATEGORIES)[number];

/** A hand adjustment moves at most this many som either way: a larger sum is a typo or needs two people. */
export const ADJUSTMENT_MAX_SOM = 100_000_000;

/** Signed som with at most 2 decimals, not zero; answers tiyin. */
export const signedSomAmountSchema = z
  .union([z.number(), z.string().trim()], { error: 'amount_invalid' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    const tiyin = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    if (tiyin === 0) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    if (tiyin > ADJUSTMENT_MAX_SOM * 100) {
      ctx.addIssue({ code: 'custom', message: 'amount_too_large' });
      return z.NEVER;
    }
    return match[1] === '-' ? -tiyin : tiyin;
  });

export const balanceAdjustmentRequestSchema = z.object({
  /** Som: positive credits, negative debits. */
  amount: signedSomAmountSchema,
  category: z.enum(ADJUSTMENT_CATEGORIES, { error: 'invalid' }),
  reason: staffReasonSchema,
});
export type BalanceAdjustmentRequest = z.input<typeof balanceAdjustmentRequestSchema>;

/**
 * applied: the money moved (at most the approval threshold); pending: above it, the request waits for another
 * owner or billing member and the balance is unchanged.
 */
export const balanceAdjustmentResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('applied'), ledger_entry_id: z.number().int(), balance: z.number() }),
  z.object({ outcome: z.literal('pending'), request_id: z.number().int(), balance: z.number() }),
]);
export type BalanceAdjustmentResult = z.infer<typeof balanceAdjustmentResultSchema>;

export const supportSessionSchema = z.object({
  access_token: z.string(),
  session_id: z.string(),
  expires_at: z.string(),
  /** Opens the customer portal in this session; the token travels in the fragment, never to a server log. */
  url: z.string(),
});
export type SupportSession = z.infer<typeof supportSessionSchema>;

/** The customer portal's page that takes a support session's token from the address fragment. */
export const SUPPORT_SESSION_PAGE = '/support-session';

export const recordFileParamsSchema = z.object({
  id: rowIdSchema,
  record_id: rowIdSchema,
  kind: z.string().max(40),
});
