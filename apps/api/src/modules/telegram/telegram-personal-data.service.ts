import type { Queryable } from '../../db/database.js';
import { deleteLinkOf, findLinkRow } from './telegram-personal-data.repository.js';

// The Telegram link in "download my data"; deleting the account unlinks the chat.

export async function telegramForExport(db: Queryable, userId: number) {
  const link = await findLinkRow(db, userId);
  return {
    linked: link !== undefined,
    telegram_username: link?.telegramUsername ?? null,
    telegram_name: link?.telegramName ?? null,
    linked_at: link?.linkedAt.toISOString() ?? null,
  };
}

export const eraseTelegramLink = (tx: Queryable, userId: number): Promise<void> => deleteLinkOf(tx, userId);
