import { createHash, randomBytes } from 'node:crypto';
import {
  LIVE_TICKET_TTL_SECONDS,
  type LiveEvent,
  type LiveEventKind,
  type LiveEventPayload,
  type LiveEventTicket,
  liveEventSchema,
} from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isSessionOpen } from '../auth/session.service.js';
import {
  consumeTicket,
  deleteLiveDataOf,
  deleteLiveEventsBefore,
  deleteSpentTickets,
  findLiveEventsByIds,
  insertLiveEventAndNotify,
  insertTicket,
  type LiveEventRow,
  listLiveEventsAfter,
} from './live-events.repository.js';

export interface PublishInput<K extends LiveEventKind> {
  userId: number;
  kind: K;
  payload: LiveEventPayload<K>;
  at: Date;
}

/**
 * Tells the customer's open streams, in every API process, about a change. Call it in the transaction that
 * makes the change: the event and its NOTIFY then exist exactly when the change commits.
 */
export async function publishLiveEvent<K extends LiveEventKind>(
  tx: Queryable,
  input: PublishInput<K>,
): Promise<void> {
  await insertLiveEventAndNotify(tx, input);
}

/** A stored row as the stream sends it; rows this code no longer understands are skipped. */
export function toLiveEvent(row: LiveEventRow): LiveEvent | null {
  const parsed = liveEventSchema.safeParse({ kind: row.kind, id: row.id, payload: row.payload });
  return parsed.success ? parsed.data : null;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** EventSource sends no Authorization header, so the bearer token buys a single-use ticket for the URL. */
export async function createTicket(
  db: Database,
  session: { userId: number; sessionId: string },
  now: Date,
): Promise<LiveEventTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIVE_TICKET_TTL_SECONDS * 1000);
  await insertTicket(db, {
    ticketHash: hashTicket(ticket),
    userId: session.userId,
    sessionId: session.sessionId,
    expiresAt,
    createdAt: now,
  });
  return { ticket, expires_at: expiresAt.toISOString() };
}

export interface StreamOwner {
  userId: number;
  sessionId: string;
}

/** Spends the ticket: unknown, used, expired, or its session ended → UNAUTHENTICATED, and no stream. */
export async function redeemTicket(db: Database, ticket: string, now: Date): Promise<StreamOwner> {
  const row = await consumeTicket(db, hashTicket(ticket), now);
  if (!row || row.expiresAt <= now) throw new AppError('UNAUTHENTICATED');
  if (!(await isSessionOpen(db, row.sessionId, now))) throw new AppError('UNAUTHENTICATED');
  return { userId: row.userId, sessionId: row.sessionId };
}

export const isStreamSessionOpen = (db: Database, owner: StreamOwner, now: Date) =>
  isSessionOpen(db, owner.sessionId, now);

/** A reconnecting browser gets what it missed, bounded: the last hour, at most 100 events. */
const REPLAY_WINDOW_MS = 60 * 60_000;
const REPLAY_LIMIT = 100;

export async function eventsToReplay(
  db: Database,
  userId: number,
  lastEventId: number,
  now: Date,
): Promise<LiveEvent[]> {
  const rows = await listLiveEventsAfter(db, {
    userId,
    afterId: lastEventId,
    since: new Date(now.getTime() - REPLAY_WINDOW_MS),
    limit: REPLAY_LIMIT,
  });
  return rows.flatMap((row) => toLiveEvent(row) ?? []);
}

export async function loadLiveEvents(db: Database, ids: number[]) {
  const rows = await findLiveEventsByIds(db, ids);
  return rows.flatMap((row) => {
    const event = toLiveEvent(row);
    return event ? [{ userId: row.userId, event }] : [];
  });
}

/** Events live a day (the replay needs an hour); spent tickets go at once. */
export async function sweepLiveEvents(db: Database, now: Date): Promise<void> {
  await deleteLiveEventsBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
  await deleteSpentTickets(db, now);
}

/**
 * A deleted account's events (issue 15 §5). Called before the deletion's own `session` event is written, which
 * must survive until the streams have read it (they close on it); the sweep takes it a day later.
 */
export const eraseLiveEvents = (tx: Queryable, userId: number): Promise<void> => deleteLiveDataOf(tx, userId);
