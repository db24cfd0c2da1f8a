import { LANGUAGES } from '@portal/contracts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';

// The notifications module's jobs, as data; their handlers are bound in notifications.module.ts.

/** Sends one notification on every channel the customer keeps on (deliver-notification.job.ts). */
export const deliverNotification = defineJob({
  id: 'notification.deliver',
  payload: z.object({ notificationId: z.number().int().positive() }),
  maxAttempts: 6,
});

/** Customers told per run: each batch is one transaction, and the next batch is its own job. */
export const BROADCAST_BATCH = 500;

const words = z.object({ title: z.string(), body: z.string() });

/** An announcement to every reachable customer, a batch at a time (broadcast.job.ts). */
export const broadcast = defineJob({
  id: 'notification.broadcast',
  payload: z.object({
    language: z.enum(LANGUAGES).nullable(),
    texts: z.partialRecord(z.enum(LANGUAGES), words),
    /** The last customer id told so far. */
    afterId: z.number().int().nonnegative(),
    /** Customers per batch (BROADCAST_BATCH unless a test asks for small ones). */
    batch: z.number().int().min(1).max(BROADCAST_BATCH).default(BROADCAST_BATCH),
  }),
  maxAttempts: 6,
});
