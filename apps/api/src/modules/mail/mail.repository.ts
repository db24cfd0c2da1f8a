import { MAIL_PREVIEW_MAX } from '@portal/contracts';
import { and, count, desc, eq, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { mailBlocks, mailMessages } from './mail.schema.js';

export type MailMessageRow = typeof mailMessages.$inferSelect;

export interface BlockFlags {
  blockedByMe: boolean;
  blockedMe: boolean;
}

const blockExists = (blockerId: number | SQL, blockedId: number | SQL) =>
  sql<boolean>`exists (select 1 from ${mailBlocks} where ${mailBlocks.blockerId} = ${blockerId} and ${mailBlocks.blockedId} = ${blockedId})`;

/** The blocks between the viewer and one other customer, both ways. */
export async function findBlockFlags(db: Queryable, viewerId: number, id: number): Promise<BlockFlags> {
  const rows = await db
    .select({ blockerId: mailBlocks.blockerId, blockedId: mailBlocks.blockedId })
    .from(mailBlocks)
    .where(
      or(
        and(eq(mailBlocks.blockerId, viewerId), eq(mailBlocks.blockedId, id)),
        and(eq(mailBlocks.blockerId, id), eq(mailBlocks.blockedId, viewerId)),
      ),
    );
  return {
    blockedByMe: rows.some((row) => row.blockerId === viewerId && row.blockedId === id),
    blockedMe: rows.some((row) => row.blockerId === id && row.blockedId === viewerId),
  };
}

/** The two directions of one pair; for a saved-messages "pair" both are the same. */
const between = (me: number, peer: number) =>
  or(
    and(eq(mailMessages.senderId, me), eq(mailMessages.recipientId, peer)),
    and(eq(mailMessages.senderId, peer), eq(mailMessages.recipientId, me)),
  );

/** One page of the conversation, newest first; one more row than asked tells whether older ones exist. */
export async function listConversation(
  db: Queryable,
  me: number,
  peer: number,
  page: { before: number | undefined; limit: number },
) {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(and(between(me, peer), page.before === undefined ? undefined : lt(mailMessages.id, page.before)))
    .orderBy(desc(mailMessages.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** Whether the message belongs to the conversation of me and peer (a page cursor must). */
/** Whether the two have written to each other at all (either way). */
export async function hasConversation(db: Queryable, me: number, peer: number): Promise<boolean> {
  const [row] = await db.select({ id: mailMessages.id }).from(mailMessages).where(between(me, peer)).limit(1);
  return row !== undefined;
}

export async function isMessageBetween(db: Queryable, me: number, peer: number, id: number) {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), between(me, peer)));
  return row !== undefined;
}

export async function markRead(db: Queryable, me: number, peer: number, now: Date): Promise<void> {
  await db
    .update(mailMessages)
    .set({ readAt: now })
    .where(
      and(eq(mailMessages.senderId, peer), eq(mailMessages.recipientId, me), isNull(mailMessages.readAt)),
    );
}

export async function insertMessage(
  db: Queryable,
  message: typeof mailMessages.$inferInsert,
): Promise<MailMessageRow> {
  const [row] = await db.insert(mailMessages).values(message).returning();
  if (!row) throw new Error('insert into mail_messages returned no row');
  return row;
}

/**
 * Serialises sending and blocking within one pair, so a message is never stored after a block that
 * answered first. The key is the same whichever of the two asks.
 */
export async function lockPair(tx: Queryable, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-pair:${low}:${high}`}, 0))`);
}

export async function isBlockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blocker: mailBlocks.blockerId })
    .from(mailBlocks)
    .where(
      or(
        and(eq(mailBlocks.blockerId, a), eq(mailBlocks.blockedId, b)),
        and(eq(mailBlocks.blockerId, b), eq(mailBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBlock(db: Queryable, blockerId: number, blockedId: number, now: Date) {
  await db.insert(mailBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(db: Queryable, blockerId: number, blockedId: number) {
  await db
    .delete(mailBlocks)
    .where(and(eq(mailBlocks.blockerId, blockerId), eq(mailBlocks.blockedId, blockedId)));
}

export async function countUnread(db: Queryable, me: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mailMessages)
    .where(and(eq(mailMessages.recipientId, me), ne(mailMessages.senderId, me), isNull(mailMessages.readAt)));
  return row?.total ?? 0;
}

/**
 * The customer's contacts: one row per other person with the newest message either way, newest first.
 * `group by 1` groups by the computed peer column (a repeated expression would be a second parameter).
 */
export async function listContacts(db: Queryable, me: number, limit: number, offset: number) {
  const peerOf = sql<number>`case when ${mailMessages.senderId} = ${me} then ${mailMessages.recipientId} else ${mailMessages.senderId} end`;
  const conversations = db
    .select({ peerId: peerOf.as('peer_id'), lastId: sql<number>`max(${mailMessages.id})`.as('last_id') })
    .from(mailMessages)
    .where(
      and(
        or(eq(mailMessages.senderId, me), eq(mailMessages.recipientId, me)),
        ne(mailMessages.senderId, mailMessages.recipientId),
      ),
    )
    .groupBy(sql`1`)
    .as('conversations');
  const unread = sql<number>`(select count(*) from ${mailMessages} as unread where unread.sender_id = ${conversations.peerId} and unread.recipient_id = ${me} and unread.read_at is null)`;

  const [rows, [totalRow]] = await readAll(db, [
    () =>
      db
        .select({
          id: conversations.peerId,
          blockedByMe: blockExists(me, sql`${conversations.peerId}`),
          blockedMe: blockExists(sql`${conversations.peerId}`, me),
          lastId: mailMessages.id,
          lastSenderId: mailMessages.senderId,
          preview: sql<string>`left(${mailMessages.body}, ${MAIL_PREVIEW_MAX})`,
          lastAt: mailMessages.createdAt,
          unreadCount: sql<number>`${unread}`.mapWith(Number),
        })
        .from(conversations)
        .innerJoin(mailMessages, eq(mailMessages.id, conversations.lastId))
        .orderBy(desc(conversations.lastId))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(conversations),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
