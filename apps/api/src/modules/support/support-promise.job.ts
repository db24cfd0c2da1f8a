import { DEFAULT_LANGUAGE, type StaffRole } from '@portal/contracts';
import type { SupportConfig } from '../../config/support-config.js';
import type { Database } from '../../db/database.js';
import type { ScheduleRun } from '../../jobs/job-definition.js';
import { enqueue } from '../../jobs/job-runner.js';
import { notify } from '../notifications/notifications.service.js';
import { activeStaffContacts } from '../staff/staff-directory.service.js';
import { replyAddressOf } from './reply-address.js';
import { mayAnswerDepartment } from './staff/ticket-assignees-staff.service.js';
import { DUE_SOON_MS } from './staff/tickets-staff.service.js';
import { type StaffWarningKey, staffWarningParams } from './staff-chat-warning.job.js';
import { staffChatWarning } from './support.jobs.js';
import { insertTicketEvent, type TicketRow } from './support.repository.js';
import { queueSupportEmail } from './support-mail.js';
import { claimAutoClose, claimDueSoon, claimOverdue } from './support-promise.repository.js';
import { tellCustomerLive } from './ticket-thread.js';

const DAY_MS = 86_400_000;

/** Who hears of a ticket falling due: its assignee, else everyone who answers its department. */
async function recipientsOf(db: Database, ticket: TicketRow) {
  const staff = await activeStaffContacts(db);
  const assignee = staff.find((member) => member.id === ticket.assigneeId);
  if (assignee) return [assignee];
  return staff.filter((member) => mayAnswerDepartment(member.role as StaffRole, ticket.department));
}

/** Whether the warnings also go to the staff chat: the alerts' chat, when a bot can reach it. */
export interface PromiseDeps {
  config: SupportConfig;
  hasStaffChat: boolean;
}

async function warnStaff(
  db: Database,
  deps: PromiseDeps,
  { ticket, key, now }: { ticket: TicketRow; key: StaffWarningKey; now: Date },
) {
  for (const member of await recipientsOf(db, ticket)) {
    await queueSupportEmail(db, {
      to: member.email,
      language: DEFAULT_LANGUAGE,
      key,
      params: staffWarningParams(ticket),
      replyTo: null,
      now,
    });
  }
  // In the claim's transaction: the chat post exists once, like the e-mails.
  if (deps.hasStaffChat) await enqueue(db, staffChatWarning, { ticketId: ticket.id, warning: key }, now);
}

/**
 * One run of the promise: warn staff (e-mail, and the staff chat when there is one) 4 hours before a first answer
 * is due and when it is late (once each), and
 * close answered tickets the customer left without a reply for SUPPORT_AUTO_CLOSE_DAYS, telling them.
 */
export function runSupportPromise(deps: PromiseDeps): ScheduleRun {
  const { config } = deps;
  return async ({ db, clock }) => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      for (const ticket of await claimDueSoon(tx, now, DUE_SOON_MS))
        await warnStaff(tx, deps, { ticket, key: 'staff_due_soon', now });
      for (const ticket of await claimOverdue(tx, now))
        await warnStaff(tx, deps, { ticket, key: 'staff_overdue', now });
    });
    const before = new Date(now.getTime() - config.autoCloseDays * DAY_MS);
    for (const status of ['answered', 'awaiting_customer'] as const) {
      await db.transaction(async (tx) => {
        for (const ticket of await claimAutoClose(tx, { status, now, before })) {
          await insertTicketEvent(tx, {
            ticketId: ticket.id,
            kind: 'status',
            fromValue: status,
            toValue: 'closed',
            staffId: null,
            createdAt: now,
          });
          await tellCustomerLive(tx, ticket, 'closed', now);
          if (ticket.userId === null) continue;
          await notify(tx, {
            userId: ticket.userId,
            kind: 'ticket_auto_closed',
            params: {
              ticket_id: ticket.id,
              subject: ticket.subject,
              reply_address: replyAddressOf(config, ticket.id),
            },
            at: now,
          });
        }
      });
    }
  };
}
