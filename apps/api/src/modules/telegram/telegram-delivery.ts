import type { Queryable } from '../../db/database.js';

/**
 * Sends a text to the Telegram chat linked to a customer. The notifications delivery job uses it; it is
 * created from the Telegram configuration and is absent when no bot is configured.
 */
export interface TelegramDelivery {
  sendToUser(db: Queryable, userId: number, text: string): Promise<'sent' | 'not_linked'>;
}
