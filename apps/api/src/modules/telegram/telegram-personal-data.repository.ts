import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { telegramLinkCodes, telegramLinks } from './telegram.schema.js';

export async function findLinkRow(db: Queryable, userId: number) {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

export async function deleteLinkOf(tx: Queryable, userId: number): Promise<void> {
  await tx.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
  await tx.delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, userId));
}
