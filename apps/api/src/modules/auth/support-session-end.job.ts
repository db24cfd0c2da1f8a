import type { ModulePorts } from '../../composition/app-module.js';
import type { Queryable } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { notify, wasToldAboutSession } from '../notifications/notifications.service.js';
import type { supportSessionEnd } from './auth.jobs.js';
import { lockSupportSession } from './session.repository.js';

/**
 * Tells the customer that a support session of their account ended, once: queued for the session's hard end
 * when it opens, and again at once when it ends sooner (the staff member logs out or is disabled). Whichever
 * runs first tells; the other finds the notice there, under the session row's lock.
 */
export const tellSupportSessionEnd =
  (staffNamesById: ModulePorts['staffNamesById']): JobHandler<typeof supportSessionEnd> =>
  async ({ sessionId }, { db, clock }) => {
    await db.transaction(async (tx) =>
      tellSupportSessionEnded(tx, { sessionId, now: clock.now(), staffNamesById }),
    );
  };

async function tellSupportSessionEnded(
  tx: Queryable,
  {
    sessionId,
    now,
    staffNamesById,
  }: { sessionId: string; now: Date; staffNamesById: ModulePorts['staffNamesById'] },
) {
  const session = await lockSupportSession(tx, sessionId);
  if (!session || session.supportStaffId === null) return;
  const endedAt =
    session.endedAt ?? (session.expiresAt && session.expiresAt <= now ? session.expiresAt : null);
  if (!endedAt) return; // still open: the job queued for its hard end tells
  if (
    await wasToldAboutSession(tx, {
      userId: session.userId,
      kind: 'support_session_ended',
      sessionId,
    })
  )
    return;
  const names = await staffNamesById(tx, [session.supportStaffId]);
  await notify(tx, {
    userId: session.userId,
    kind: 'support_session_ended',
    params: {
      session_id: sessionId,
      staff_name: names.get(session.supportStaffId) ?? '',
      ended_at: endedAt.toISOString(),
    },
    at: now,
  });
}
