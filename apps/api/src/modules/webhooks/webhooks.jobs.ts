import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The webhooks module's jobs, as data; their handler is bound in webhooks.module.ts.

/**
 * One attempt of one delivery (deliver-webhook.job.ts). The delivery row keeps its own schedule over 24 hours, so
 * the job is never retried by the runner: each later attempt is a new job queued for its time.
 */
export const deliverWebhook = defineJob({
  id: 'webhook.deliver',
  payload: z.object({
    deliveryId: z.number().int().positive(),
    /** The attempts made when this one was queued: a stale job (a resend came between) finds more and stops. */
    attempts: z.number().int().nonnegative(),
  }),
  maxAttempts: 1,
});

/** Pending deliveries whose attempt was never recorded or whose job was lost, queued again (sweepOverdue). */
export const sweepWebhookDeliveries = defineSchedule({ id: 'webhook.sweep', everyMs: 60_000 });
