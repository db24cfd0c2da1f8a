import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import { customerNotes } from '../customer-notes.schema.js';

export async function insertNote(db: Queryable, note: typeof customerNotes.$inferInsert) {
  const [row] = await db.insert(customerNotes).values(note).returning();
  if (!row) throw new Error('the note insert returned no row');
  return row;
}

export async function listNotesOf(db: Queryable, customerId: number) {
  return db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}
