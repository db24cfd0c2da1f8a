import type { ChatReplies } from '../../composition/app-module.js';
import type { Queryable } from '../../db/database.js';
import type { TelegramApi } from '../../integrations/telegram/telegram-bot.js';
import { deleteLinkOfChat, findLinkOfUser } from './telegram.repository.js';

/**
 * Sends a text to the Telegram chat linked to a customer. The notifications delivery job uses it; it is
 * created from the Telegram configuration and is absent when no bot is configured.
 */
export interface TelegramDelivery {
  sendToUser(
    db: Queryable,
    userId: number,
    text: string,
    context?: { ticketId: number; at: Date },
  ): Promise<'sent' | 'not_linked'>;
}

/** Telegram refuses texts over 4096 characters; a notification that long is cut rather than lost. */
const MAX_TEXT = 4096;
const fitMessage = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * A person who blocked the bot (403) or whose chat is gone cannot be reached again: the link is removed, so
 * the page shows "not connected" and later notifications skip Telegram. Other failures throw for a retry.
 */
export function createTelegramDelivery(api: TelegramApi, replies?: ChatReplies): TelegramDelivery {
  return {
    async sendToUser(db, userId, text, context) {
      const link = await findLinkOfUser(db, userId);
      if (!link) return 'not_linked';
      const { outcome, messageId } = await api.sendTracedMessage(link.chatId, fitMessage(text));
      // A message about a ticket is remembered, so the customer's reply to it goes into that ticket.
      if (outcome === 'sent' && context && messageId !== null && replies) {
        await replies.record(db, {
          chatId: link.chatId,
          messageId,
          ticketId: context.ticketId,
          at: context.at,
        });
      }
      if (outcome === 'sent') return 'sent';
      await deleteLinkOfChat(db, link.chatId);
      return 'not_linked';
    },
  };
}
