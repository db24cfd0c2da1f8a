import { z } from 'zod';
import { stirSchema } from '../documents.js';
import { rowIdSchema } from '../envelope.js';
import { somAmountSchema } from '../payments.js';
import { ADMIN_API_BASE } from './paths.js';

// Bank transfers of company payers: recorded by hand or from the bank's statement (preview, then confirm), the
// lines no invoice matched, and the seller's details every document prints.

export const adminBankPaths = {
  /** POST: one bank payment recorded by hand. */
  payments: `${ADMIN_API_BASE}/bank-payments`,
  /** POST: upload a statement (CSV text): answers its preview, moves no money. */
  statements: `${ADMIN_API_BASE}/bank-statements`,
  /** POST: credit the statement's matched lines, once. */
  statementConfirm: `${ADMIN_API_BASE}/bank-statements/:id/confirm`,
  /** GET: lines of confirmed statements that matched no open invoice. */
  unmatched: `${ADMIN_API_BASE}/bank-statements/unmatched`,
  /**
   * POST: credit an unmatched line to the customer of `:id`, once (Idempotency-Key; a handled line is 409). The
   * customer comes first in the path as in every staff money route, so the key is kept per customer.
   */
  lineAssign: `${ADMIN_API_BASE}/customers/:id/bank-lines/:line_id`,
  /** POST {reason}: the unmatched line is not a payment to us (the bank returns it); no money moves. */
  lineNotOurs: `${ADMIN_API_BASE}/bank-statements/lines/:id/not-ours`,
  /** GET, PUT: the seller's details (PUT: owner only). */
  seller: `${ADMIN_API_BASE}/seller-details`,
  /** GET: a customer's documents; their PDFs and reconciliation act. */
  customerDocuments: `${ADMIN_API_BASE}/customers/:id/documents`,
  customerDocumentPdf: `${ADMIN_API_BASE}/customers/:id/documents/:document_id/pdf`,
  customerReconciliation: `${ADMIN_API_BASE}/customers/:id/acts/reconciliation`,
} as const;

const isoDate = z.iso.date({ error: 'date_invalid' });

export const bankPaymentRequestSchema = z.object({
  /** The invoice's payment reference as the purpose line carries it. */
  reference: z.string().trim().min(1, { error: 'required' }).max(40, { error: 'too_long' }),
  amount: somAmountSchema.refine((tiyin) => tiyin > 0, { error: 'amount_invalid' }),
  payer_stir: stirSchema,
  paid_on: isoDate,
  purpose: z.string().trim().max(500, { error: 'too_long' }).default(''),
});
export type BankPaymentRequest = z.input<typeof bankPaymentRequestSchema>;

export const bankPaymentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  customer_id: z.number().int(),
  amount: z.number(),
  paid_on: z.string(),
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;

/** The largest statement the console takes, in characters (its page says so): some 10,000 lines. */
export const BANK_STATEMENT_MAX_CHARS = 1_000_000;

export const bankStatementUploadSchema = z.object({
  file_name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  /** The bank's CSV export: date, amount, payer name, payer STIR, payer account, purpose (a header line). */
  csv: z.string().min(1, { error: 'required' }).max(BANK_STATEMENT_MAX_CHARS, { error: 'too_long' }),
});
export type BankStatementUpload = z.infer<typeof bankStatementUploadSchema>;

/**
 * matched: an open invoice with this reference and payer STIR, credited on confirmation; credited: done by this
 * statement's confirmation; already_credited: that invoice was paid before (the same statement uploaded twice);
 * unmatched: no reference, an unknown one, or another payer's STIR; assigned: an unmatched line staff credited to
 * a customer by hand; not_ours: an unmatched line staff marked as no payment to us, with a reason.
 */
export const BANK_LINE_STATUSES = [
  'matched',
  'credited',
  'already_credited',
  'unmatched',
  'assigned',
  'not_ours',
] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

export const bankStatementLineSchema = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  paid_on: z.string(),
  amount: z.number(),
  payer_name: z.string(),
  payer_stir: z.string(),
  purpose: z.string(),
  reference: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  status: z.enum(BANK_LINE_STATUSES),
});
export type BankStatementLine = z.infer<typeof bankStatementLineSchema>;

export const bankStatementSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  uploaded_at: z.string(),
  confirmed_at: z.string().nullable(),
  lines: z.array(bankStatementLineSchema),
});
export type BankStatement = z.infer<typeof bankStatementSchema>;

export const bankLineAssignParamsSchema = z.object({ id: rowIdSchema, line_id: rowIdSchema });

export const bankLineNotOursRequestSchema = z.object({
  reason: z.string().trim().min(3, { error: 'too_short' }).max(500, { error: 'too_long' }),
});
export type BankLineNotOursRequest = z.input<typeof bankLineNotOursRequestSchema>;

export const bankLineHandledSchema = z.object({
  line_id: z.number().int(),
  status: z.enum(['assigned', 'not_ours']),
  /** The customer an assigned line was credited to. */
  customer_id: z.number().int().nullable(),
});
export type BankLineHandled = z.infer<typeof bankLineHandledSchema>;

export const customerDocumentParamsSchema = z.object({
  id: rowIdSchema,
  document_id: rowIdSchema,
});
