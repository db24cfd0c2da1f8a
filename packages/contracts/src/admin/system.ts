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
