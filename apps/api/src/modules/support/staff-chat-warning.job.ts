import { DEFAULT_LANGUAGE } from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';
import type { TelegramApi } from '../../integrations/telegram/telegram-bot.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import type { staffChatWarning } from './support.jobs.js';
import { findTicket, type TicketRow } from './support.repository.js';
import { tashkentTime } from './support-mail.js';

export type StaffWarningKey = 'staff_due_soon' | 'staff_overdue';

/** The words of a warning, in the staff language (as the alerts write theirs), for the e-mail and the chat. */
export const staffWarningParams = (ticket: TicketRow) => ({
  ticket: ticket.id,
  subject: ticket.subject,
  department: ticket.department,
  due: tashkentTime(ticket.firstAnswerDueAt),
});

export function staffWarningChatText(ticket: TicketRow, key: StaffWarningKey): string {
  const params = staffWarningParams(ticket);
  const subject = translate(DEFAULT_LANGUAGE, `support:${key}.subject`, params);
  return `⏰ ${subject}\n\n${translate(DEFAULT_LANGUAGE, `support:${key}.text`, params)}`;
}

/**
 * Posts a warning to the staff chat the alerts use, through the same Telegram port. The job is queued in the
 * transaction of the warning's claim, so it exists once however many processes run the schedule.
 */
export function postStaffChatWarning(
  telegram: TelegramApi,
  chatId: number,
): JobHandler<typeof staffChatWarning> {
  return async ({ ticketId, warning }, { db, log }) => {
    const ticket = await findTicket(db, ticketId);
    if (!ticket) return;
    const outcome = await telegram.sendMessage(chatId, staffWarningChatText(ticket, warning));
    // The bot was removed from the staff chat: retrying cannot help, and the e-mails went anyway.
    if (outcome !== 'sent') log.error({ outcome, ticketId }, 'the staff chat refused a ticket warning');
  };
}
