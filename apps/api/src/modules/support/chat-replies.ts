import { parseLanguage, TICKET_LIMITS } from '@portal/contracts';
import type { ChatAttachment, ChatReplies } from '../../composition/app-module.js';
import type { SupportConfig } from '../../config/support-config.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import { findTicketOfChatMessage, recordChatMessage } from './support.repository.js';
import { detectTicketFileType } from './ticket-files.js';
import type { CheckedAttachment } from './ticket-form.js';
import { replyAsOwner } from './tickets.service.js';

// Telegram replies: a staff answer goes to the customer's linked chat (notifications), the message's id is kept
// here with its ticket, and the customer's reply to that message (reply_to_message) becomes a ticket message.
// Only the chat linked to the ticket's owner may add to it; a photo or document in the reply becomes the
// message's attachment, checked as an upload is (a refused one is told in the chat, and nothing is added).

/**
 * A photo or document of a reply, checked as an upload is: at most TICKET_LIMITS' size (refused before the
 * download when the chat told the size), a type read from the bytes. Answers the file, or why it is refused.
 */
async function fetchAttachment(
  attachment: ChatAttachment,
): Promise<CheckedAttachment | 'file_too_large' | 'file_type' | 'file_failed'> {
  const max = TICKET_LIMITS.attachmentMaxBytes;
  if (attachment.sizeBytes !== undefined && attachment.sizeBytes > max) return 'file_too_large';
  const bytes = await attachment.download(max);
  if (bytes === 'too_large') return 'file_too_large';
  if (bytes === 'unavailable') return 'file_failed';
  const contentType = await detectTicketFileType(bytes);
  if (!contentType) return 'file_type';
  return { fileName: attachment.fileName, bytes, contentType };
}

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
      const file = reply.attachment && (await fetchAttachment(reply.attachment));
      if (typeof file === 'string') return translate(language, `support:telegram.${file}`);
      if (body === '' && !file) return translate(language, 'support:telegram.empty');
      try {
        await replyAsOwner(
          { db, storage: deps.storage, config: deps.config, appUrl: deps.appUrl },
          {
            ticketId,
            isOwner: (row) => row.userId === reply.userId,
            body,
            files: file ? [file] : [],
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
