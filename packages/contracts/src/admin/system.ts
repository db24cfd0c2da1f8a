import { z } from 'zod';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const jobsQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string(),
  last_error: z.string().nullable(),
  payload: z.unknown(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** What staff are alerted about, each kind at most once an hour (by e-mail to the owners and in the staff chat). */
export const ALERT_KINDS = [
  'job_failed',
  'payment_unreconciled',
  'registrar_balance_low',
  'ledger_check_failed',
  'ticket_overdue',
  /** Free certificates past their last day: the hosting panel did not renew them. */
  'certificate_lapsed',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const adminAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  /** The alert's own words, in the staff language of the e-mail (figures and names, never a customer's data). */
  summary: z.string(),
  raised_at: z.string(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

export const deliverySchema = z.object({
  /** `email` and `sms` from the outbox; other channels from the notification deliveries. */
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const callbackEntrySchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  method: z.string(),
  params: z.unknown(),
  answer: z.unknown(),
  at: z.string(),
});
export type CallbackEntry = z.infer<typeof callbackEntrySchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
