import { parseLanguage, TICKET_LIMITS } from '@portal/contracts';
import type { ChatReplies } from '../../composition/app-module.js';
import type { SupportConfig } from '../../config/support-config.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import { findTicketOfChatMessage, recordChatMessage } from './support.repository.js';
import { replyAsOwner } from './tickets.service.js';

// Telegram replies: a staff answer goes to the customer's linked chat (notifications), the message's id is kept
// here with its ticket, and the customer's reply to that message (reply_to_message) becomes a ticket message.
// Only the chat linked to the ticket's owner may add to it.

export function createSupportChatReplies(deps: {
  storage: FileStorage;
  config: SupportConfig;
  appUrl: string;
  clock: Clock;
}): ChatReplies {
  return {
    record: (db, sent) => recordChatMessage(db, { ...sent, createdAt: sent.at }),
    async receive(db, reply) {
      const ticketId = await findTicketOfChatMessage(db, reply.chatId, reply.replyToMessageId);
      if (ticketId === undefined) return null;
      const language = parseLanguage(reply.language);
      const body = reply.text.trim().slice(0, TICKET_LIMITS.bodyMax);
      if (body === '') return translate(language, 'support:telegram.empty');
      try {
        await replyAsOwner(
          { db, storage: deps.storage, config: deps.config, appUrl: deps.appUrl },
          {
            ticketId,
            isOwner: (row) => row.userId === reply.userId,
            body,
            files: [],
            via: 'telegram',
            now: deps.clock.now(),
          },
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') {
          return translate(language, 'support:telegram.closed', { ticket: ticketId });
        }
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
      return translate(language, 'support:telegram.added', { ticket: ticketId });
    },
  };
}
