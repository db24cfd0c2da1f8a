import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { mailBlocks, mailMessages } from './mail.schema.js';

export const listMessageRows = (db: Queryable, userId: number) =>
  db
    .select()
    .from(mailMessages)
    .where(or(eq(mailMessages.senderId, userId), eq(mailMessages.recipientId, userId)))
    .orderBy(asc(mailMessages.id));

/** Notes to oneself (sender = recipient) and every block either way. */
export async function deleteOwnMail(tx: Queryable, userId: number): Promise<void> {
  await tx
    .delete(mailMessages)
    .where(and(eq(mailMessages.senderId, userId), eq(mailMessages.recipientId, userId)));
  await tx.delete(mailBlocks).where(or(eq(mailBlocks.blockerId, userId), eq(mailBlocks.blockedId, userId)));
}
