import { LANGUAGES, type Language, type NotificationParams } from '@portal/contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { defineJob, type JobDefinition } from '../../jobs/job-definition.js';
import { enqueueJob } from '../../jobs/job-runner.js';
import { countReachableCustomers, reachableCustomerIds } from '../account/customer-admin.service.js';
import { notify } from './notifications.service.js';

export const BROADCAST_JOB = 'notification.broadcast';
/** Customers told per run: each batch is one transaction, and the next batch is its own job. */
export const BROADCAST_BATCH = 500;

const words = z.object({ title: z.string(), body: z.string() });
const payloadSchema = z.object({
  language: z.enum(LANGUAGES).nullable(),
  texts: z.partialRecord(z.enum(LANGUAGES), words),
  /** The last customer id told so far. */
  afterId: z.number().int().nonnegative(),
  /** Customers per batch (BROADCAST_BATCH unless a test asks for small ones). */
  batch: z.number().int().min(1).max(BROADCAST_BATCH).default(BROADCAST_BATCH),
});

/**
 * An announcement to every reachable customer (or those of one language), a batch at a time. The batch's
 * notifications and the job for the next batch commit together, so a crash or a retry never tells anyone twice.
 */
export const broadcastJob: JobDefinition<z.input<typeof payloadSchema>> = defineJob({
  name: BROADCAST_JOB,
  payload: payloadSchema,
  maxAttempts: 6,
  async handler(payload, { db, clock }) {
    await db.transaction(async (tx) => {
      const ids = await reachableCustomerIds(tx, payload.afterId, payload.batch, payload.language);
      const at = clock.now();
      for (const userId of ids) {
        await notify(tx, { userId, kind: 'announcement', params: { announcement: payload.texts }, at });
      }
      const last = ids.at(-1);
      if (ids.length === payload.batch && last !== undefined) {
        await enqueueJob(tx, broadcastJob, { ...payload, afterId: last }, at);
      }
    });
  },
});

/** Starts a broadcast: its first batch as a job in the caller's transaction; answers how many it will reach. */
export async function startBroadcast(
  tx: Queryable,
  input: { language: Language | null; texts: NotificationParams['announcement']; at: Date; batch?: number },
): Promise<number> {
  const recipients = await countReachableCustomers(tx, input.language);
  const payload = { language: input.language, texts: input.texts ?? {}, afterId: 0 };
  await enqueueJob(tx, broadcastJob, input.batch ? { ...payload, batch: input.batch } : payload, input.at);
  return recipients;
}
