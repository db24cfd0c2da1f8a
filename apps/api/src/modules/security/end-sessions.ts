import type { Queryable } from '../../db/database.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { endSessionsOf as endSessionRows } from './security.repository.js';

/**
 * Ends every session of a user, or every one but the current; their open event streams close when the
 * transaction commits.
 */
export async function endSessionsOf(tx: Queryable, userId: number, now: Date, keepSessionRowId?: number) {
  await endSessionRows(tx, userId, now, keepSessionRowId);
  await publishLiveEvent(tx, {
    userId,
    kind: 'session',
    payload: { session_id: null, reason: keepSessionRowId === undefined ? 'all_ended' : 'others_ended' },
    at: now,
  });
}
