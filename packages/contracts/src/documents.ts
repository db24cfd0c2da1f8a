import { z } from 'zod';
import { API_BASE } from './api-paths.js';
import { LANGUAGES } from './constants.js';
import { somAmountSchema } from './payments.js';

// Money documents (receipts, invoices, statements, acts) and the payer a customer's documents name.

export const documentPaths = {
  /** GET: the customer's documents, newest first (made for each money event as it is listed). */
  list: `${API_BASE}/user/documents`,
  /** GET ?lang= : one document's PDF (application/pdf), the customer's own only, in a language of the five. */
  pdf: `${API_BASE}/user/documents/:id/pdf`,
  /** GET, PUT: who pays: an individual (default) or a company with its details. */
  payer: `${API_BASE}/user/payer`,
  /** POST {amount}: a company's invoice to pay by bank transfer (Idempotency-Key). */
  bankInvoices: `${API_BASE}/user/bank-invoices`,
  /** GET ?from=&to=&lang= : the reconciliation act for a period (PDF). */
  reconciliation: `${API_BASE}/user/acts/reconciliation`,
} as const;

/**
 * receipt: a top-up or bank payment received; invoice: a charge (order, extension, tariff change, domain);
 * statement: a month's money; bank_invoice: an invoice to pay by bank transfer; act: a closed month's services
 * rendered (the document that charges their VAT); credit_note: a refund of a charge (a cancelled order's unused
 * days, a failed change or domain operation).
 */
export const DOCUMENT_KINDS = [
  'receipt',
  'invoice',
  'statement',
  'bank_invoice',
  'act',
  'credit_note',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const moneyDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  /** The document's number, e.g. "R-000012" or a bank invoice's payment reference. */
  number: z.string(),
  /** When the event happened (ISO); a month's documents carry the month's last moment. */
  issued_at: z.string(),
  /** "YYYY-MM" for a statement or an act, else null. */
  period: z.string().nullable(),
  /** Som; null for a statement. */
  amount: z.number().nullable(),
  /** The ledger entry the document is for (links the money history's row), else null. */
  ledger_entry_id: z.number().int().nullable(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;

export const PAYER_KINDS = ['individual', 'company'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

const digits = (count: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(new RegExp(`^\\d{${count}}$`), { error: 'invalid' });

/**
 * A taxpayer number (STIR, also INN): 9 digits, the first saying whose it is: 2 or 3 a legal entity, 4 to 7 a
 * person (an individual entrepreneur pays with theirs). The last digit is a check digit whose rule the tax
 * authority does not publish, so nothing more can be checked (docs/taxpayer-numbers.md).
 */
const STIR_PATTERN = /^[2-7]\d{8}$/;
export const isStirShaped = (stir: string) => STIR_PATTERN.test(stir);
// One pattern, so a wrong number gets one `invalid`, not one for its length and another for its first digit.
export const stirSchema = z.string({ error: 'required' }).trim().regex(STIR_PATTERN, { error: 'invalid' });
const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

export const companyDetailsSchema = z.object({
  legal_name: text(200),
  stir: stirSchema,
  legal_address: text(300),
  /** 20 digits. */
  bank_account: digits(20),
  /** The bank's MFO code: 5 digits. */
  mfo: digits(5),
  director: text(120),
  vat_payer: z.boolean(),
  /** The 12-digit VAT registration code; required of a VAT payer, null otherwise. */
  vat_code: digits(12).nullable(),
});

export const payerProfileSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('individual') }),
  companyDetailsSchema.extend({ kind: z.literal('company') }),
]);

/** PUT /user/payer: an individual, or a company whose VAT code is there exactly when it pays VAT. */
export const payerProfileRequestSchema = payerProfileSchema.superRefine((payer, ctx) => {
  if (payer.kind !== 'company') return;
  if (payer.vat_payer && payer.vat_code === null) {
    ctx.addIssue({ code: 'custom', path: ['vat_code'], message: 'required' });
  }
  if (!payer.vat_payer && payer.vat_code !== null) {
    ctx.addIssue({ code: 'custom', path: ['vat_code'], message: 'invalid' });
  }
});
export type PayerProfile = z.infer<typeof payerProfileSchema>;
export type PayerProfileRequest = z.input<typeof payerProfileRequestSchema>;

/** The seller's details printed on every document (configuration, edited by the owner in the console). */
export const sellerDetailsSchema = z
  .object({
    legal_name: text(200),
    stir: stirSchema,
    address: text(300),
    bank_account: digits(20),
    /** The bank that keeps the account, printed beside it; left out, the one stored or configured stays. */
    bank_name: text(200).optional(),
    mfo: digits(5),
    vat_payer: z.boolean(),
    vat_code: digits(12).nullable(),
  })
  .superRefine((seller, ctx) => {
    if (seller.vat_payer && seller.vat_code === null) {
      ctx.addIssue({ code: 'custom', path: ['vat_code'], message: 'required' });
    }
  });
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

export const bankInvoiceRequestSchema = z.object({
  /** Som; the server works in tiyin. */
  amount: somAmountSchema
    .refine((tiyin) => tiyin >= 100, { error: 'amount_too_small' })
    .refine((tiyin) => tiyin <= 10_000_000_000_00, { error: 'amount_too_large' }),
});
export type BankInvoiceRequest = z.input<typeof bankInvoiceRequestSchema>;

export const BANK_INVOICE_STATUSES = ['open', 'paid'] as const;
export const bankInvoiceSchema = z.object({
  id: z.number().int(),
  /** The payment reference the purpose line must carry; also the invoice's number. */
  reference: z.string(),
  amount: z.number(),
  status: z.enum(BANK_INVOICE_STATUSES),
  created_at: z.string(),
  /** The invoice's PDF among the customer's documents. */
  document_id: z.number().int(),
});
export type BankInvoice = z.infer<typeof bankInvoiceSchema>;

/** A document's PDF: in the language asked for (one of the five), else the account's. */
export const documentPdfQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: 'invalid' }).optional() });
export type DocumentPdfQuery = z.infer<typeof documentPdfQuerySchema>;

const isoDate = z.iso.date({ error: 'date_invalid' });

/** The longest period a reconciliation act covers: longer ones are refused, not drawn for seconds. */
export const RECONCILIATION_MAX_YEARS = 5;

/** Whether a period (YYYY-MM-DD, both days included) is within RECONCILIATION_MAX_YEARS. */
const isWithinMaxYears = (from: string, to: string) => {
  const end = new Date(`${from}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + RECONCILIATION_MAX_YEARS);
  return Date.parse(`${to}T00:00:00Z`) < end.getTime();
};

export const reconciliationQuerySchema = z
  .object({ from: isoDate, to: isoDate, lang: documentPdfQuerySchema.shape.lang })
  .refine((period) => period.from <= period.to, { path: ['to'], error: 'date_invalid' })
  .refine((period) => isWithinMaxYears(period.from, period.to), { path: ['to'], error: 'period_too_long' });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/**
 * The cabinet's payer form: flat (the company fields are there, empty, for an individual too) so one form can
 * switch between the two; it checks the company fields only for a company and outputs the PUT's body.
 */
export const payerFormSchema = z
  .object({
    kind: z.enum(PAYER_KINDS, { error: 'required' }),
    legal_name: z.string(),
    stir: z.string(),
    legal_address: z.string(),
    bank_account: z.string(),
    mfo: z.string(),
    director: z.string(),
    vat_payer: z.boolean(),
    vat_code: z.string(),
  })
  .transform((form, ctx): PayerProfile => {
    if (form.kind === 'individual') return { kind: 'individual' };
    const parsed = payerProfileRequestSchema.safeParse({
      ...form,
      vat_code: form.vat_payer ? form.vat_code.trim() || null : null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
export type PayerForm = z.input<typeof payerFormSchema>;
