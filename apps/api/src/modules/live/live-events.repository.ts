import { and, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { liveEvents, liveEventTickets } from './live.schema.js';

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type LiveEventTicketRow = typeof liveEventTickets.$inferSelect;

/**
 * The channel every API process LISTENs on; the payload is `{"id":…,"user_id":…}` for an event, or
 * `{"closed_stream":…,"user_id":…}` when an account's stream was closed to keep it within its cap.
 */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Inserts the event and queues its NOTIFY in one statement: inside the caller's transaction PostgreSQL sends
 * the notification at commit and never for a rollback; outside one both happen at once.
 */
export async function insertLiveEventAndNotify(
  db: Queryable,
  event: { userId: number; kind: string; payload: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into ${liveEvents} (user_id, kind, payload, created_at)
      values (${event.userId}, ${event.kind}, ${JSON.stringify(event.payload)}::jsonb,
              ${event.at.toISOString()}::timestamptz)
      returning id, user_id
    )
    select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('id', id, 'user_id', user_id)::text)
    from inserted`);
}

export async function findLiveEventsByIds(db: Queryable, ids: number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(liveEvents.id);
}

/** The customer's newest events after `afterId` and not older than `since`, at most `limit`, oldest first. */
export async function listLiveEventsAfter(
  db: Queryable,
  input: { userId: number; afterId: number; since: Date; limit: number },
): Promise<LiveEventRow[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.userId, input.userId),
        gt(liveEvents.id, input.afterId),
        gte(liveEvents.createdAt, input.since),
      ),
    )
    .orderBy(desc(liveEvents.id))
    .limit(input.limit);
  return rows.reverse();
}

export async function insertTicket(db: Queryable, row: typeof liveEventTickets.$inferInsert): Promise<void> {
  await db.insert(liveEventTickets).values(row);
}

/**
 * Marks the ticket used and answers it, or nothing when it is unknown or was used before. Of two racing
 * uses the second waits for the first's row lock, then no longer matches `used_at is null`.
 */
export async function consumeTicket(db: Queryable, ticketHash: string, now: Date) {
  const [row] = await db
    .update(liveEventTickets)
    .set({ usedAt: now })
    .where(and(eq(liveEventTickets.ticketHash, ticketHash), isNull(liveEventTickets.usedAt)))
    .returning();
  return row;
}

export async function deleteLiveEventsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, before));
}

/**
 * Tickets that can no longer open a stream (unused and past their time), and used ones older than `usedBefore`:
 * a used ticket is its stream's row until the stream closes, so only a process that died leaves one this old.
 */
export async function deleteSpentTickets(db: Queryable, now: Date, usedBefore: Date): Promise<void> {
  await db
    .delete(liveEventTickets)
    .where(
      or(
        and(isNull(liveEventTickets.usedAt), lt(liveEventTickets.expiresAt, now)),
        lt(liveEventTickets.usedAt, usedBefore),
      ),
    );
}

/**
 * Keeps the person's `keep` newest open streams (used tickets), whichever accounts they follow, and deletes the
 * rows of the others, telling every process at commit which streams those were, so the one holding each closes it.
 */
export async function closeStreamsBeyond(db: Queryable, personId: number, keep: number): Promise<void> {
  await db.execute(sql`
    with excess as (
      select ticket_hash from ${liveEventTickets}
      where coalesce(person_id, user_id) = ${personId} and used_at is not null
      order by used_at desc, ticket_hash desc
      offset ${keep}
    ), gone as (
      delete from ${liveEventTickets} as t using excess
      where t.ticket_hash = excess.ticket_hash
      returning t.ticket_hash, t.user_id
    )
    select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('closed_stream', ticket_hash, 'user_id', user_id)::text)
    from gone`);
}

/** A stream closed: its ticket's row goes, so it no longer counts toward the account's cap. */
export async function deleteTicket(db: Queryable, ticketHash: string): Promise<void> {
  await db.delete(liveEventTickets).where(eq(liveEventTickets.ticketHash, ticketHash));
}

export async function isTicketKept(db: Queryable, ticketHash: string): Promise<boolean> {
  const [row] = await db
    .select({ ticketHash: liveEventTickets.ticketHash })
    .from(liveEventTickets)
    .where(eq(liveEventTickets.ticketHash, ticketHash))
    .limit(1);
  return row !== undefined;
}

/** Every event and ticket of one customer. */
export async function deleteLiveDataOf(db: Queryable, userId: number): Promise<void> {
  await db.delete(liveEvents).where(eq(liveEvents.userId, userId));
  await db.delete(liveEventTickets).where(eq(liveEventTickets.userId, userId));
}
