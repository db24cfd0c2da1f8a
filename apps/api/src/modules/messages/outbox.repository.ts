import { desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outbox } from './messages.schema.js';

export type NewOutboxMessage = typeof outbox.$inferInsert;

export async function insertOutboxMessage(db: Queryable, message: NewOutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('insert into outbox returned no row');
  return row.id;
}

export async function findOutboxMessage(db: Queryable, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

export async function setOutboxStatus(
  db: Queryable,
  id: number,
  status: 'sent' | 'stored' | 'failed' | 'queued',
  now: Date,
  lastError: string | null = null,
): Promise<void> {
  await db.update(outbox).set({ status, lastError, updatedAt: now }).where(eq(outbox.id, id));
}

/** The newest messages to one address or phone, newest first. */
export async function listOutboxFor(db: Queryable, to: string | undefined, limit: number) {
  const query = db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox);
  return (to ? query.where(eq(outbox.to, to)) : query).orderBy(desc(outbox.id)).limit(limit);
}

/** The delivery log of e-mail and SMS for staff: newest first, without the message bodies (codes live there). */
export async function listOutboxPage(db: Queryable, limit: number, offset: number) {
  return db
    .select({
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      lastError: outbox.lastError,
      updatedAt: outbox.updatedAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit)
    .offset(offset);
}

/** Deletes every message to these addresses, queued ones too: their send jobs then find nothing to send. */
export async function deleteOutboxTo(db: Queryable, addresses: string[]): Promise<number> {
  if (addresses.length === 0) return 0;
  const rows = await db.delete(outbox).where(inArray(outbox.to, addresses)).returning({ id: outbox.id });
  return rows.length;
}
