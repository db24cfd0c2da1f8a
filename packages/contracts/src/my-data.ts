import { z } from 'zod';
import { LIMITS } from './constants.js';
import { rowIdSchema } from './envelope.js';
import { verificationCodeSchema } from './security.js';

// The customer's own data: data exports and deleting the account.

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

/** A ready export is offered this long; then the sweep empties it. */
export const DATA_EXPORT_TTL_HOURS = 24;
/** Exports a customer may start per day (the limit store counts them). */
export const DATA_EXPORTS_PER_DAY = 3;
/** The export document's shape version: a reader can tell which sections to expect. */
export const DATA_EXPORT_FORMAT_VERSION = 1;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: dataExportStatusSchema,
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportIdParamsSchema = z.object({ id: rowIdSchema });

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(LIMITS.passwordMax, { error: 'too_long' }),
  code: verificationCodeSchema,
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/**
 * One reason an account cannot be deleted yet, with what the screen needs to offer its way out: the hosting order
 * to cancel, the domain and the date it is live until (null while a registration or transfer is under way), the
 * balance to spend or have refunded (som; below 0 it is owed). All of them come in one refusal.
 */
export const accountDeleteBlockerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hosting_order'), order_id: z.number().int(), tariff: z.string() }),
  z.object({
    kind: z.literal('domain'),
    domain_id: z.number().int(),
    name: z.string(),
    expires_at: z.string().nullable(),
  }),
  z.object({ kind: z.literal('balance'), amount: z.number() }),
]);
export type AccountDeleteBlocker = z.infer<typeof accountDeleteBlockerSchema>;
