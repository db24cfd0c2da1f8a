import type { Language, NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { enqueue } from '../../jobs/job-runner.js';
import { countReachableCustomers, reachableCustomerIds } from '../account/staff/customer-admin.service.js';
import { broadcast } from './notifications.jobs.js';
import { notify } from './notifications.service.js';

/**
 * An announcement to every reachable customer (or those of one language), a batch at a time. The batch's
 * notifications and the job for the next batch commit together, so a crash or a retry never tells anyone twice.
 */
export const runBroadcastBatch: JobHandler<typeof broadcast> = async (payload, { db, clock }) => {
  await db.transaction(async (tx) => {
    const ids = await reachableCustomerIds(tx, {
      afterId: payload.afterId,
      limit: payload.batch,
      language: payload.language,
    });
    const at = clock.now();
    for (const userId of ids) {
      await notify(tx, { userId, kind: 'announcement', params: { announcement: payload.texts }, at });
    }
    const last = ids.at(-1);
    if (ids.length === payload.batch && last !== undefined) {
      await enqueue(tx, broadcast, { ...payload, afterId: last }, at);
    }
  });
};

/** Starts a broadcast: its first batch as a job in the caller's transaction; answers how many it will reach. */
export async function startBroadcast(
  tx: Queryable,
  input: { language: Language | null; texts: NotificationParams['announcement']; at: Date; batch?: number },
): Promise<number> {
  const recipients = await countReachableCustomers(tx, input.language);
  const payload = { language: input.language, texts: input.texts ?? {}, afterId: 0 };
  await enqueue(tx, broadcast, input.batch ? { ...payload, batch: input.batch } : payload, input.at);
  return recipients;
}
