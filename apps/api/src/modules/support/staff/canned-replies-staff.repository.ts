import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { supportCannedReplies } from '../support.schema.js';

export type CannedReplyRow = typeof supportCannedReplies.$inferSelect;

export const listCannedReplies = (db: Queryable) =>
  db.select().from(supportCannedReplies).orderBy(asc(supportCannedReplies.id));

export async function findCannedReply(db: Queryable, id: number): Promise<CannedReplyRow | undefined> {
  const [row] = await db.select().from(supportCannedReplies).where(eq(supportCannedReplies.id, id));
  return row;
}

export async function insertCannedReply(db: Queryable, row: typeof supportCannedReplies.$inferInsert) {
  const [created] = await db.insert(supportCannedReplies).values(row).returning();
  if (!created) throw new Error('the canned reply was not inserted');
  return created;
}

export async function updateCannedReply(
  db: Queryable,
  id: number,
  change: Partial<typeof supportCannedReplies.$inferInsert>,
): Promise<CannedReplyRow | undefined> {
  const [row] = await db
    .update(supportCannedReplies)
    .set(change)
    .where(eq(supportCannedReplies.id, id))
    .returning();
  return row;
}

export async function deleteCannedReply(db: Queryable, id: number): Promise<CannedReplyRow | undefined> {
  const [row] = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning();
  return row;
}
