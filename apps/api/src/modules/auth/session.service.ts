import { SESSION_IDLE_SECONDS } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { enqueue } from '../../jobs/job-runner.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { notify } from '../notifications/notifications.service.js';

export type { SessionWithUser } from './session.repository.js';

import { supportSessionEnd } from './auth.jobs.js';
import {
  endSupportSessionsOpenedBy,
  findOpenSessionByPublicId,
  findOpenSessionByTokenHash,
  findRequestUser,
  insertSession,
  listSessionOrigins,
  type SessionWithUser,
  touchSession,
} from './session.repository.js';
import { createPublicSessionId, createSessionToken, hashSessionToken } from './session-token.js';

/** last_active is written at most this often, so that reads stay reads on the hot path. */
const TOUCH_INTERVAL_MS = 60_000;

export const idleSecondsOf = (remember: boolean): number =>
  remember ? SESSION_IDLE_SECONDS.remembered : SESSION_IDLE_SECONDS.browser;

export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

export interface StartedSession {
  access_token: string;
  token_type: 'Bearer';
  session_id: string;
  expires_in: number;
}

/** Opens a session row and answers the bearer token; the token itself is never stored. */
export async function startSession(
  db: Database,
  { userId, remember, client }: { userId: number; remember: boolean; client: ClientInfo },
): Promise<StartedSession> {
  const token = createSessionToken();
  const sessionId = createPublicSessionId();
  await insertSession(db, {
    sessionId,
    userId,
    tokenHash: hashSessionToken(token),
    remember,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent.slice(0, 512),
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    session_id: sessionId,
    expires_in: idleSecondsOf(remember),
  };
}

/** The live session of a bearer token, or null when it is unknown, ended or idle too long. */
export async function authenticateToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<SessionWithUser | null> {
  const found = await findOpenSessionByTokenHash(db, hashSessionToken(token));
  if (!found) return null;
  const idleMs = now.getTime() - found.session.lastActive.getTime();
  if (idleMs > idleSecondsOf(found.session.remember) * 1000) return null;
  // A support session ends at its hard end, however active it is.
  if (found.session.expiresAt && found.session.expiresAt <= now) return null;
  if (idleMs >= TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, now);
    found.session.lastActive = now;
  }
  return found;
}

/** Whether the session with this public id still works, by the same rules as its bearer token. */
export async function isSessionOpen(db: Queryable, sessionId: string, now: Date): Promise<boolean> {
  return (await openSessionUserId(db, sessionId, now)) !== null;
}

/** The user of a session that still works (as `isSessionOpen` decides), or null. */
export async function openSessionUserId(db: Queryable, sessionId: string, now: Date): Promise<number | null> {
  const found = await findOpenSessionByPublicId(db, sessionId);
  if (!found) return null;
  if (now.getTime() - found.lastActive.getTime() > idleSecondsOf(found.remember) * 1000) return null;
  return found.expiresAt && found.expiresAt <= now ? null : found.userId;
}

/** A live account's user as a request carries it (a member acting in it sees it as `request.auth.user`). */
export const requestUserById = (db: Queryable, id: number): Promise<SessionWithUser['user'] | undefined> =>
  findRequestUser(db, id);

/**
 * Whether the sign-up of `newcomerId` came from a device and network `otherId` has used: the same address and
 * the same browser string as one of the other's sessions.
 */
export async function signedUpFromDeviceOf(
  db: Queryable,
  newcomerId: number,
  otherId: number,
): Promise<boolean> {
  const [signUp] = await listSessionOrigins(db, newcomerId);
  if (!signUp) return false;
  const others = await listSessionOrigins(db, otherId);
  return others.some(
    (origin) => origin.ipAddress === signUp.ipAddress && origin.userAgent === signUp.userAgent,
  );
}

/** A support session lasts at most this long. */
export const SUPPORT_SESSION_MS = 30 * 60_000;

/**
 * "View as customer": a session of the customer opened by a staff member, with a reason and a hard end of 30
 * minutes. It is marked as such everywhere it shows (the customer's authentication history, every audit row),
 * and the customer is told on every channel who opened it and why, and again when it ends.
 */
export async function startSupportSession(
  db: Queryable,
  input: {
    userId: number;
    staffId: number;
    staffName: string;
    reason: string;
    client: ClientInfo;
    now: Date;
  },
) {
  const token = createSessionToken();
  const sessionId = createPublicSessionId();
  const expiresAt = new Date(input.now.getTime() + SUPPORT_SESSION_MS);
  await insertSession(db, {
    sessionId,
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    remember: false,
    ipAddress: input.client.ipAddress,
    userAgent: input.client.userAgent.slice(0, 512),
    loginTime: input.now,
    lastActive: input.now,
    supportStaffId: input.staffId,
    supportReason: input.reason,
    expiresAt,
  });
  await notify(db, {
    userId: input.userId,
    kind: 'support_session_started',
    params: {
      session_id: sessionId,
      staff_name: input.staffName,
      reason: input.reason,
      expires_at: expiresAt.toISOString(),
    },
    at: input.now,
  });
  await enqueue(db, supportSessionEnd, { sessionId }, expiresAt);
  return { access_token: token, session_id: sessionId, expires_at: expiresAt.toISOString() };
}

/** A support session ended before its hard end: the customer is told now, not at the half hour. */
export const tellSupportSessionEnded = (db: Queryable, sessionId: string, now: Date) =>
  enqueue(db, supportSessionEnd, { sessionId }, now);

/**
 * Ends at once every support session a staff member opened (they were disabled): their open streams close
 * and each customer is told.
 */
export async function endSupportSessionsOf(db: Queryable, staffId: number, now: Date): Promise<number> {
  const ended = await endSupportSessionsOpenedBy(db, staffId, now);
  for (const session of ended) {
    await publishLiveEvent(db, {
      userId: session.userId,
      kind: 'session',
      payload: { session_id: session.sessionId, reason: 'logout' },
      at: now,
    });
    await tellSupportSessionEnded(db, session.sessionId, now);
  }
  return ended.length;
}
