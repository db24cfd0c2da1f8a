import type { Queryable } from '../../../db/database.js';
import { describeUserAgent } from '../../../lib/user-agent.js';
import { publishLiveEvent } from '../../live/live-events.service.js';
import {
  countReachable,
  countUsersSince,
  endAllSessionsOf,
  findUserForStaff,
  listReachableIds,
  recentSessionsOf,
  searchUsers,
  setUserBlock,
} from './customer-admin.repository.js';

// Customers as staff see them. Callers write the audit row in the same transaction.

export const CUSTOMER_SEARCH_LIMIT = 50;

export const searchCustomers = (db: Queryable, q: string, ownerIds: number[]) =>
  searchUsers(db, q, ownerIds, CUSTOMER_SEARCH_LIMIT);

export const customerForStaff = (db: Queryable, id: number) => findUserForStaff(db, id);

export async function customerSessionsForStaff(db: Queryable, userId: number) {
  const rows = await recentSessionsOf(db, userId, 50);
  return rows.map((row) => ({
    session_id: row.sessionId,
    login_time: row.loginTime.toISOString(),
    last_active: row.lastActive.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    ...describeUserAgent(row.userAgent),
  }));
}

/** Blocks the customer and ends every session: they are out at once and cannot log in again. */
export async function blockCustomer(
  tx: Queryable,
  { id, reason, at }: { id: number; reason: string; at: Date },
) {
  await setUserBlock(tx, id, { blockedAt: at, blockedReason: reason });
  return endCustomerSessions(tx, id, at);
}

export const unblockCustomer = (tx: Queryable, id: number) =>
  setUserBlock(tx, id, { blockedAt: null, blockedReason: null });

/** Ends every session of the customer; their open event streams close at commit. */
export async function endCustomerSessions(tx: Queryable, id: number, at: Date): Promise<number> {
  const ended = await endAllSessionsOf(tx, id, at);
  await publishLiveEvent(tx, {
    userId: id,
    kind: 'session',
    payload: { session_id: null, reason: 'all_ended' },
    at,
  });
  return ended;
}

export const countCustomersSince = (db: Queryable, since: Date) => countUsersSince(db, since);

/** The audience of a broadcast: customers not blocked, optionally of one portal language. */
export const reachableCustomerIds = (
  db: Queryable,
  { afterId, limit, language }: { afterId: number; limit: number; language: string | null },
) => listReachableIds(db, afterId, limit, language);
export const countReachableCustomers = (db: Queryable, language: string | null) =>
  countReachable(db, language);
