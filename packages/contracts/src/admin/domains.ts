import { z } from 'zod';
import {
  DOMAIN_ACTIONS,
  DOMAIN_OPERATION_ACTIONS,
  DOMAIN_STATUSES,
  DOMAIN_ZONES,
  type DomainOperation,
} from '../domains.js';
import { rowIdSchema } from '../envelope.js';
import { somAmountSchema } from '../payments.js';
import { RECORD_VERIFICATIONS } from '../profile-records.js';
import { staffReasonSchema } from './customers.js';
import { ADMIN_API_BASE } from './paths.js';

// Domains in the operator console: the .uz fulfilment queue, the price grid, the registrar's
// balance and sync drift, and the review of registrant records (docs/product/console.md).

const DOMAINS = `${ADMIN_API_BASE}/domains`;

export const adminDomainPaths = {
  /** GET: open manual operations (.uz), oldest first. */
  queue: `${DOMAINS}/queue`,
  /** POST {expires_at?, registrar_reference?}: staff did it at the partner registrar. */
  operationComplete: `${DOMAINS}/operations/:id/complete`,
  /** POST {reason}: staff could not do it; the customer is refunded. */
  operationReject: `${DOMAINS}/operations/:id/reject`,
  /** GET: every zone × action × term price. */
  prices: `${DOMAINS}/prices`,
  /** PUT {price}: set one price; DELETE: stop offering that term. */
  price: `${DOMAINS}/prices/:zone/:action/:years`,
  /** GET: the reseller account's balance (with the low-balance warning) and the queue's counts. */
  registrar: `${DOMAINS}/registrar`,
  /** GET: drift the daily sync corrected (audit log); with ?dry_run=1 also what a sync would change now. */
  drift: `${DOMAINS}/drift`,
  /** POST: run one sync batch now (instead of waiting for the daily run). */
  sync: `${DOMAINS}/sync`,
  /** PUT {}: approve a customer's registrant record. */
  recordApprove: `${ADMIN_API_BASE}/customers/:id/records/:record_id/approve`,
  /** PUT {reason}: reject it; the customer sees the reason. */
  recordReject: `${ADMIN_API_BASE}/customers/:id/records/:record_id/reject`,
} as const;

/** A record path with the customer and record filled in. */
export const adminRecordPath = (path: string, customerId: number, recordId: number) =>
  path.replace(':id', String(customerId)).replace(':record_id', String(recordId));

/** A price path with its zone, action and term filled in. */
export const adminDomainPricePath = (zone: string, action: string, years: number) =>
  adminDomainPaths.price.replace(':zone', zone).replace(':action', action).replace(':years', String(years));

export const recordParamsSchema = z.object({ id: rowIdSchema, record_id: rowIdSchema });
export const rejectRecordRequestSchema = z.object({ reason: staffReasonSchema });

/** The registrant record as the queue shows it: enough to compare with the scans. */
export const queueRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthday: z.string(),
  passport: z.string(),
  passport_issued_by: z.string(),
  passport_issued_at: z.string(),
  country: z.string(),
  address: z.string(),
  phone_number: z.string(),
  email: z.string(),
  verification: z.enum(RECORD_VERIFICATIONS),
  rejection_reason: z.string().nullable(),
  /** Kinds of the uploaded scans; staff open one through adminPaths.customerRecordFile (audited). */
  files: z.array(z.string()),
});
export type QueueRecord = z.infer<typeof queueRecordSchema>;

export const queueItemSchema = z.object({
  operation_id: z.number().int(),
  action: z.enum(DOMAIN_OPERATION_ACTIONS),
  years: z.number().int().nullable(),
  /** Som the customer paid; a rejection refunds exactly this. */
  amount: z.number(),
  nameservers: z.array(z.string()),
  /** A transfer's auth code, to give the partner registrar; null for other actions. */
  auth_code: z.string().nullable(),
  created_at: z.string(),
  domain: z.object({
    id: z.number().int(),
    name: z.string(),
    display_name: z.string(),
    zone: z.string(),
    status: z.enum(DOMAIN_STATUSES),
    expires_at: z.string().nullable(),
  }),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
  }),
  record: queueRecordSchema.nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** Actions whose completion sets a new expiry date. */
export const EXPIRY_SETTING_ACTIONS: readonly DomainOperation['action'][] = [
  'register',
  'transfer',
  'renew',
  'restore',
];

export const completeOperationRequestSchema = z.object({
  /** The expiry the registry now shows; required for register, transfer, renew and restore. */
  expires_at: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
  /** The partner registrar's reference (order or ticket number), kept as the domain's registrar id. */
  registrar_reference: z
    .string({ error: 'invalid' })
    .trim()
    .max(100, { error: 'too_long' })
    .optional()
    .transform((value) => value || undefined),
});
export type CompleteOperationRequest = z.input<typeof completeOperationRequestSchema>;

export const rejectOperationRequestSchema = z.object({ reason: staffReasonSchema });

export const domainPriceParamsSchema = z.object({
  zone: z.enum(DOMAIN_ZONES, { error: 'invalid' }),
  action: z.enum(DOMAIN_ACTIONS, { error: 'invalid' }),
  years: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1).max(10),
});

/** The whole term's price in som; at most a hundred million. */
export const setDomainPriceRequestSchema = z.object({
  price: somAmountSchema
    .refine((tiyin) => tiyin > 0, { error: 'amount_too_small' })
    .refine((tiyin) => tiyin <= 100_000_000 * 100, { error: 'amount_too_large' }),
});
export type SetDomainPriceRequest = z.input<typeof setDomainPriceRequestSchema>;

export const adminDomainPriceSchema = z.object({
  zone: z.enum(DOMAIN_ZONES),
  action: z.enum(DOMAIN_ACTIONS),
  years: z.number().int(),
  price: z.number(),
  updated_at: z.string(),
});
export type AdminDomainPrice = z.infer<typeof adminDomainPriceSchema>;

export const registrarStatusSchema = z.object({
  /** false: no reseller account is configured; gTLDs are not sold. */
  configured: z.boolean(),
  /** The reseller account's balance (USD); null when unknown (not configured or the call failed). */
  balance: z.number().nullable(),
  /** The balance is below config.domains.lowBalanceUsd: registrations will start failing. */
  low: z.boolean(),
  threshold: z.number(),
  /** The balance could not be read (the registrar did not answer). */
  unreachable: z.boolean(),
  open_manual: z.number().int(),
  unknown_outcome: z.number().int(),
});
export type RegistrarStatus = z.infer<typeof registrarStatusSchema>;

export const driftItemSchema = z.object({
  domain_id: z.number().int().nullable(),
  name: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** When the sync corrected it; null for a dry run's finding. */
  at: z.string().nullable(),
});
export type DriftItem = z.infer<typeof driftItemSchema>;

/** A dry run asks the registrar about a whole batch: only when staff ask for it. */
export const driftQuerySchema = z.object({ dry_run: z.enum(['0', '1'], { error: 'invalid' }).default('0') });

export const syncResultSchema = z.object({
  compared: z.number().int(),
  corrected: z.number().int(),
  missing: z.number().int(),
  resolved: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const driftReportSchema = z.object({
  /** What a sync would change now without changing it; null when not asked for or not available. */
  pending: z.array(driftItemSchema).nullable(),
  /** Corrections the daily sync made, newest first (audit rows domain.sync-drift). */
  recent: z.array(driftItemSchema),
});
export type DriftReport = z.infer<typeof driftReportSchema>;
