import { z } from 'zod';
import { PAYME_ACCOUNT_FIELD } from '../../integrations/payment-gateway/payme.js';
import { parseInvoiceId } from './invoice.repository.js';
import { type PaymeError, paymeError } from './payme-errors.js';

// The Payme Merchant API's shapes (docs/providers/payme.md), as zod schemas. Each field of a method's params
// is checked in the order Payme's own examples check them, and its failure is the protocol's error for it.

/** Transaction states (§1.2). */
export const PAYME_STATE = {
  created: 1,
  performed: 2,
  cancelled: -1,
  cancelledAfterPerform: -2,
} as const;
export type PaymeState = (typeof PAYME_STATE)[keyof typeof PAYME_STATE];

/** The JSON-RPC envelope; `id` is read on its own, so even a broken request gets its id echoed. */
export const rpcIdSchema = z.object({ id: z.union([z.string(), z.number()]) });
export const rpcRequestSchema = z.object({
  method: z.string(),
  params: z.record(z.string(), z.unknown()),
});

const positiveTiyin = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const paymeId = z.string().min(1).max(64);
const millis = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const invoiceId = z
  .looseObject({ [PAYME_ACCOUNT_FIELD]: z.unknown() })
  .transform((account) => parseInvoiceId(account[PAYME_ACCOUNT_FIELD]))
  .pipe(z.number());

const textOrNumber = z.union([z.string().max(500), z.number()]).transform(String);

/**
 * SetFiscalData's `fiscal_data` (docs/product/money-documents.md): a refusal (status_code ≠ 0) may come with the
 * message alone, so only the status code is required.
 */
const fiscalDataSchema = z.object({
  status_code: z.number().int(),
  message: z.string().max(1000).optional(),
  receipt_id: textOrNumber.optional(),
  terminal_id: textOrNumber.optional(),
  fiscal_sign: textOrNumber.optional(),
  qr_code_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  date: textOrNumber.optional(),
});

interface Field<T> {
  schema: z.ZodType<T>;
  error: () => PaymeError;
}
const field = <T>(schema: z.ZodType<T>, error: () => PaymeError): Field<T> => ({ schema, error });

const amount = field(positiveTiyin, () => paymeError('wrongAmount'));
const account = field(invoiceId, () => paymeError('invoiceNotFound', PAYME_ACCOUNT_FIELD));
const id = field(paymeId, () => paymeError('invalidRequest', 'id'));

/** Each method's params, field by field in checking order. */
export const PAYME_PARAMS = {
  CheckPerformTransaction: { amount, account },
  CreateTransaction: {
    id,
    time: field(millis, () => paymeError('invalidRequest', 'time')),
    amount,
    account,
  },
  PerformTransaction: { id },
  CancelTransaction: { id, reason: field(z.number().int(), () => paymeError('invalidRequest', 'reason')) },
  CheckTransaction: { id },
  SetFiscalData: {
    id,
    type: field(z.enum(['PERFORM', 'CANCEL']), () => paymeError('invalidRequest', 'type')),
    fiscal_data: field(fiscalDataSchema, () => paymeError('invalidRequest', 'fiscal_data')),
  },
  GetStatement: {
    from: field(z.number(), () => paymeError('invalidRequest', 'from')),
    to: field(z.number(), () => paymeError('invalidRequest', 'from')),
  },
};

type Parsed<Fields> = { [Name in keyof Fields]: Fields[Name] extends Field<infer T> ? T : never };

/** Reads a method's params; the first field that does not fit throws its protocol error. */
export function readParams<Fields extends Record<string, Field<unknown>>>(
  fields: Fields,
  params: Record<string, unknown>,
): Parsed<Fields> {
  const parsed: Record<string, unknown> = {};
  for (const [name, { schema, error }] of Object.entries(fields)) {
    const result = schema.safeParse(params[name]);
    if (!result.success) throw error();
    parsed[name] = result.data;
  }
  return parsed as Parsed<Fields>;
}
