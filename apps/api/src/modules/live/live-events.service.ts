import { createHash, randomBytes } from 'node:crypto';
import {
  LIVE_TICKET_TTL_SECONDS,
  type LiveEvent,
  type LiveEventKind,
  type LiveEventPayload,
  type LiveEventTicket,
  liveEventSchema,
} from '@portal/contracts';
import type { ModulePorts } from '../../composition/app-module.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import {
  closeStreamsBeyond,
  consumeTicket,
  deleteLiveDataOf,
  deleteLiveEventsBefore,
  deleteSpentTickets,
  deleteTicket,
  findLiveEventsByIds,
  insertLiveEventAndNotify,
  insertTicket,
  isTicketKept,
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
  session: { userId: number; personId: number; sessionId: string },
  now: Date,
): Promise<LiveEventTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIVE_TICKET_TTL_SECONDS * 1000);
  await insertTicket(db, {
    ticketHash: hashTicket(ticket),
    userId: session.userId,
    personId: session.personId,
    sessionId: session.sessionId,
    expiresAt,
    createdAt: now,
  });
  return { ticket, expires_at: expiresAt.toISOString() };
}

export interface StreamOwner {
  /** The account the stream follows. */
  userId: number;
  /** Who follows it: the cap of open streams is theirs. */
  personId: number;
  sessionId: string;
  /** The spent ticket's hash: its row stands for the open stream in every process. */
  streamId: string;
}

/** Spends the ticket: unknown, used, expired, or its session ended → UNAUTHENTICATED, and no stream. */
export async function redeemTicket(
  db: Database,
  {
    ticket,
    now,
    mayFollowAccount,
  }: { ticket: string; now: Date; mayFollowAccount: ModulePorts['mayFollowAccount'] },
): Promise<StreamOwner> {
  const row = await consumeTicket(db, hashTicket(ticket), now);
  if (!row || row.expiresAt <= now) throw new AppError('UNAUTHENTICATED');
  if (!(await mayFollowAccount(db, { sessionId: row.sessionId, accountId: row.userId, now }))) {
    throw new AppError('UNAUTHENTICATED');
  }
  return {
    userId: row.userId,
    personId: row.personId ?? row.userId,
    sessionId: row.sessionId,
    streamId: row.ticketHash,
  };
}

/**
 * A stream stays while its session works in the account it follows (a member's ends with the membership) and
 * its row is there (a newer stream past the cap takes it).
 */
export const isStreamOpen = async (
  db: Database,
  owner: StreamOwner,
  { now, mayFollowAccount }: { now: Date; mayFollowAccount: ModulePorts['mayFollowAccount'] },
) =>
  (await mayFollowAccount(db, { sessionId: owner.sessionId, accountId: owner.userId, now })) &&
  (await isTicketKept(db, owner.streamId));

/**
 * A person's open streams, in every process, stay within `perPerson`: past it the oldest go, and the processes
 * holding them close them on the NOTIFY (or at their next heartbeat, which finds the row gone). Counted per
 * person, so members following an account never crowd out its owner's streams (docs/product/team.md).
 */
export const keepNewestStreams = (db: Database, personId: number, perPerson: number) =>
  closeStreamsBeyond(db, personId, perPerson);

/** A closed stream no longer counts toward its account's cap. */
export const forgetStream = (db: Database, owner: StreamOwner) => deleteTicket(db, owner.streamId);

/** A reconnecting browser gets what it missed, bounded: the last hour, at most 100 events. */
const REPLAY_WINDOW_MS = 60 * 60_000;
const REPLAY_LIMIT = 100;

export async function eventsToReplay(
  db: Database,
  { userId, lastEventId, now }: { userId: number; lastEventId: number; now: Date },
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

/**
 * Events live a day (the replay needs an hour); expired tickets go at once, and a used one after a day (a stream
 * closing deletes its own; one left by a process that died would count toward its account's cap until then).
 */
export async function sweepLiveEvents(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await deleteLiveEventsBefore(db, dayAgo);
  await deleteSpentTickets(db, now, dayAgo);
}

/**
 * A deleted account's events. Called before the deletion's own `session` event is written, which
 * must survive until the streams have read it (they close on it); the sweep takes it a day later.
 */
export const eraseLiveEvents = (tx: Queryable, userId: number): Promise<void> => deleteLiveDataOf(tx, userId);
