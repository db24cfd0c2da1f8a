import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import {
  supportAttachments,
  supportChatMessages,
  supportMessages,
  supportTicketEvents,
  supportTickets,
} from './support.schema.js';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicketRow = typeof supportTickets.$inferInsert;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessageRow = typeof supportMessages.$inferInsert;
export type AttachmentRow = typeof supportAttachments.$inferSelect;
export type NewAttachmentRow = typeof supportAttachments.$inferInsert;
export type TicketEventRow = typeof supportTicketEvents.$inferSelect;

export async function insertTicket(tx: Queryable, row: NewTicketRow): Promise<TicketRow> {
  const [created] = await tx.insert(supportTickets).values(row).returning();
  if (!created) throw new Error('the ticket was not inserted');
  return created;
}

export async function insertMessage(tx: Queryable, row: NewMessageRow): Promise<MessageRow> {
  const [created] = await tx.insert(supportMessages).values(row).returning();
  if (!created) throw new Error('the message was not inserted');
  return created;
}

export async function insertAttachments(tx: Queryable, rows: NewAttachmentRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(supportAttachments).values(rows);
}

export async function insertTicketEvent(
  tx: Queryable,
  row: typeof supportTicketEvents.$inferInsert,
): Promise<void> {
  await tx.insert(supportTicketEvents).values(row);
}

export async function findTicket(db: Queryable, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

/** The ticket locked for the transaction (messages and status changes of one ticket are serialised). */
export async function lockTicket(tx: Queryable, id: number): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row;
}

export async function findTicketByGuestToken(
  db: Queryable,
  tokenHash: string,
): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.guestTokenHash, tokenHash));
  return row;
}

/** The ticket a confirmation link's token names, locked: the token is spent once. */
export async function lockTicketByConfirmToken(
  tx: Queryable,
  tokenHash: string,
): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.confirmTokenHash, tokenHash))
    .for('update');
  return row;
}

export async function updateTicket(tx: Queryable, id: number, change: Partial<NewTicketRow>): Promise<void> {
  await tx.update(supportTickets).set(change).where(eq(supportTickets.id, id));
}

export async function listTicketsOf(db: Queryable, userId: number, limit: number, offset: number) {
  const where = and(eq(supportTickets.userId, userId), isNull(supportTickets.mergedIntoId));
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ count: sql<number>`count(*)::int` }).from(supportTickets).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * A guest's tickets to a verified address become the account's (registering with that e-mail adopts them);
 * one sent in the customer's name without proof waits for its confirmation link instead.
 */
export async function adoptGuestTickets(tx: Queryable, email: string, userId: number): Promise<number> {
  const rows = await tx
    .update(supportTickets)
    .set({ userId })
    .where(
      and(
        isNull(supportTickets.userId),
        eq(supportTickets.senderUnverified, false),
        sql`lower(${supportTickets.guestEmail}) = lower(${email})`,
      ),
    )
    .returning({ id: supportTickets.id });
  return rows.length;
}

export async function listMessagesOf(db: Queryable, ticketId: number, withInternal: boolean) {
  return db
    .select()
    .from(supportMessages)
    .where(
      withInternal
        ? eq(supportMessages.ticketId, ticketId)
        : and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.internal, false)),
    )
    .orderBy(asc(supportMessages.id));
}

export async function listAttachmentsOf(db: Queryable, messageIds: number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(supportAttachments)
    .where(inArray(supportAttachments.messageId, messageIds))
    .orderBy(asc(supportAttachments.id));
}

export async function listEventsOf(db: Queryable, ticketId: number): Promise<TicketEventRow[]> {
  return db
    .select()
    .from(supportTicketEvents)
    .where(eq(supportTicketEvents.ticketId, ticketId))
    .orderBy(asc(supportTicketEvents.id));
}

/** An attachment of the ticket, with whether its message is an internal note (never shown to the customer). */
export async function findAttachmentOfTicket(db: Queryable, ticketId: number, attachmentId: number) {
  const [row] = await db
    .select({ attachment: supportAttachments, internal: supportMessages.internal })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(and(eq(supportAttachments.id, attachmentId), eq(supportMessages.ticketId, ticketId)));
  return row;
}

/** Moves a duplicate's messages and events into the ticket they continue. */
export async function moveThread(tx: Queryable, fromId: number, intoId: number): Promise<void> {
  await tx.update(supportMessages).set({ ticketId: intoId }).where(eq(supportMessages.ticketId, fromId));
}

export async function recordChatMessage(
  tx: Queryable,
  row: { chatId: number; messageId: number; ticketId: number; createdAt: Date },
): Promise<void> {
  await tx.insert(supportChatMessages).values(row).onConflictDoNothing();
}

export async function findTicketOfChatMessage(
  db: Queryable,
  chatId: number,
  messageId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ ticketId: supportChatMessages.ticketId })
    .from(supportChatMessages)
    .where(and(eq(supportChatMessages.chatId, chatId), eq(supportChatMessages.messageId, messageId)));
  return row?.ticketId;
}

export const notClosed = ne(supportTickets.status, 'closed');
