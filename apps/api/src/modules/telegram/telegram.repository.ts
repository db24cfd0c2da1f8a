import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { telegramLinkCodes, telegramLinks } from './telegram.schema.js';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

export async function findLinkOfUser(db: Queryable, userId: number): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

export async function findLinkOfChat(db: Queryable, chatId: number): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  return row;
}

export async function latestValidCodeExpiry(db: Queryable, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: telegramLinkCodes.expiresAt })
    .from(telegramLinkCodes)
    .where(
      and(
        eq(telegramLinkCodes.userId, userId),
        isNull(telegramLinkCodes.usedAt),
        gt(telegramLinkCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(telegramLinkCodes.createdAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** Issuing a code voids the customer's earlier ones, used codes go too: nothing in the table is worth keeping. */
export async function replaceCodes(
  tx: Queryable,
  code: { userId: number; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, code.userId));
  await tx.insert(telegramLinkCodes).values(code);
}

/** Marks a valid code used and answers its customer; a used, expired or unknown code answers undefined. */
export async function claimCode(tx: Queryable, codeHash: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(telegramLinkCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkCodes.codeHash, codeHash),
        isNull(telegramLinkCodes.usedAt),
        gt(telegramLinkCodes.expiresAt, now),
      ),
    )
    .returning({ userId: telegramLinkCodes.userId });
  return row?.userId;
}

/** Links the chat to the customer, moving it from whoever had it and replacing the customer's old chat. */
export async function replaceLink(tx: Queryable, link: TelegramLinkRow): Promise<void> {
  await tx
    .delete(telegramLinks)
    .where(or(eq(telegramLinks.chatId, link.chatId), eq(telegramLinks.userId, link.userId)));
  await tx.insert(telegramLinks).values(link);
}

export async function deleteLinkOfUser(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db
    .delete(telegramLinks)
    .where(eq(telegramLinks.userId, userId))
    .returning({ userId: telegramLinks.userId });
  return rows.length > 0;
}

export async function deleteLinkOfChat(db: Queryable, chatId: number): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId));
}
