import type {
  AdminTicketDetail,
  AdminTicketRow,
  StaffRole,
  TicketDepartment,
  TicketStatus,
} from '@portal/contracts';
import type { SupportConfig } from '../../../config/support-config.js';
import type { Database, Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { AppError } from '../../../errors/app-error.js';
import { userBriefsById } from '../../account/user-directory.service.js';
import { customerCard } from '../../console/customer-summary.service.js';
import { notify } from '../../notifications/notifications.service.js';
import { auditedChange } from '../../staff/audit.service.js';
import { staffNamesById } from '../../staff/staff-directory.service.js';
import { replyAddressOf } from '../reply-address.js';
import {
  findTicket,
  insertAttachments,
  insertMessage,
  insertTicketEvent,
  listEventsOf,
  listTicketsOf,
  lockTicket,
  moveThread,
  type TicketRow,
  updateTicket,
} from '../support.repository.js';
import { excerptOf, queueSupportEmail } from '../support-mail.js';
import type { CheckedAttachment } from '../ticket-form.js';
import { changeStatus, tellCustomerLive } from '../ticket-thread.js';
import { kbArticleOfRow, threadOf, toTicketSummary } from '../ticket-views.js';
import { type SupportDeps, withStoredFiles } from '../tickets.service.js';
import { ticketAssignees } from './ticket-assignees-staff.service.js';
import { listQueue, type QueueFilter } from './tickets-staff.repository.js';

// The console's side of the desk. Every change runs in one transaction with its audit row.

export interface StaffActor {
  staffId: number;
  role: StaffRole;
  ipAddress: string;
  at: Date;
}

export const QUEUE_PAGE_SIZE = 50;
/** Staff are warned (and the queue's due_soon filter looks) this long before a first answer falls due. */
export const DUE_SOON_MS = 4 * 3_600_000;

async function toRows(db: Queryable, rows: TicketRow[], now: Date): Promise<AdminTicketRow[]> {
  const [customers, staff] = await readAll(db, [
    () =>
      userBriefsById(
        db,
        rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
      ),
    () =>
      staffNamesById(
        db,
        rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])),
      ),
  ]);
  return rows.map((row) => {
    const customer = row.userId === null ? undefined : customers.get(row.userId);
    const owed = row.firstAnsweredAt === null && row.status !== 'closed';
    return {
      ...toTicketSummary(row),
      customer_id: row.userId,
      customer_name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : (row.guestName ?? ''),
      customer_email: customer?.email ?? row.guestEmail ?? '',
      guest: row.userId === null,
      sender_unverified: row.senderUnverified,
      assignee_id: row.assigneeId,
      assignee_name: row.assigneeId === null ? null : (staff.get(row.assigneeId) ?? null),
      age_seconds: Math.round((now.getTime() - row.createdAt.getTime()) / 1000),
      due_in_seconds: owed ? Math.round((row.firstAnswerDueAt.getTime() - now.getTime()) / 1000) : null,
      first_answered_at: row.firstAnsweredAt?.toISOString() ?? null,
    };
  });
}

export async function ticketQueue(
  db: Database,
  input: { filter: QueueFilter; page: number; now: Date; sort?: 'due' | 'recent' | undefined },
) {
  const { filter, page, now } = input;
  const { rows, total } = await listQueue(db, {
    filter,
    now,
    sort: input.sort,
    soonMs: DUE_SOON_MS,
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
  });
  return { data: await toRows(db, rows, now), total };
}

/** The ticket's customer card, with the customer's other tickets. */
async function customerSummary(db: Database, userId: number, ticketId: number) {
  const [card, tickets] = await readAll(db, [
    () => customerCard(db, userId),
    () => listTicketsOf(db, userId, 11, 0),
  ]);
  if (!card) return null;
  return { ...card, earlier_tickets: tickets.rows.filter((row) => row.id !== ticketId).map(toTicketSummary) };
}

export async function ticketForStaff(
  db: Database,
  config: SupportConfig,
  input: { ticketId: number; now: Date },
): Promise<AdminTicketDetail> {
  const { ticketId: id, now } = input;
  const row = await findTicket(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [[summary], { messages, filesOf, names }, events] = await readAll(db, [
    () => toRows(db, [row], now),
    () => threadOf(db, row.id, true),
    () => listEventsOf(db, row.id),
  ]);
  if (!summary) throw new AppError('NOT_FOUND');
  const eventStaff = await staffNamesById(
    db,
    events.flatMap((event) => (event.staffId === null ? [] : [event.staffId])),
  );
  return {
    ...summary,
    kb_article: kbArticleOfRow(row),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      author_name: message.staffId === null ? null : (names.get(message.staffId) ?? null),
      staff_id: message.staffId,
      internal: message.internal,
      body: message.body,
      via: message.via,
      attachments: filesOf(message),
      created_at: message.createdAt.toISOString(),
    })),
    events: events.map((event) => ({
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      staff_name: event.staffId === null ? null : (eventStaff.get(event.staffId) ?? null),
      created_at: event.createdAt.toISOString(),
    })),
    reply_address: replyAddressOf(config, row.id),
    rating: row.rating,
    rating_comment: row.ratingComment,
    merged_into: row.mergedIntoId,
    customer: row.userId === null ? null : await customerSummary(db, row.userId, row.id),
  };
}

/** Billing answers the billing department only; support and owner answer every one. */
function assertMayAnswer(actor: StaffActor, ticket: TicketRow): void {
  if (actor.role === 'billing' && ticket.department !== 'billing') throw new AppError('FORBIDDEN');
}

async function lockForStaff(tx: Database, id: number): Promise<TicketRow> {
  const row = await lockTicket(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Staff reply or note. A reply is the ticket's answer: status `answered`, the first answer's time kept, the
 * customer told on every channel they chose (a guest by e-mail) and their open pages refreshed. A
 * note (internal) reaches nobody outside the console.
 */
export async function replyAsStaff(
  deps: SupportDeps,
  input: { actor: StaffActor; ticketId: number; body: string; internal: boolean; files: CheckedAttachment[] },
): Promise<void> {
  const { actor } = input;
  const { config } = deps;
  const now = actor.at;
  // The files are written first and removed again if the reply is refused (withStoredFiles).
  await withStoredFiles(deps, input.files, (files) =>
    auditedChange(
      deps.db,
      { ...actor, action: input.internal ? 'ticket.note' : 'ticket.reply' },
      async (tx) => {
        const ticket = await lockForStaff(tx, input.ticketId);
        assertMayAnswer(actor, ticket);
        if (ticket.mergedIntoId !== null) throw new AppError('CONFLICT');
        const message = await insertMessage(tx, {
          ticketId: ticket.id,
          author: 'staff',
          staffId: actor.staffId,
          internal: input.internal,
          body: input.body,
          via: 'web',
          createdAt: now,
        });
        await insertAttachments(
          tx,
          files.map((file) => ({ ...file, messageId: message.id, createdAt: now })),
        );
        const audited = {
          result: null,
          customerId: ticket.userId,
          after: {
            ticket_id: ticket.id,
            message_id: message.id,
            ...(files.length > 0 ? { attachments: files.map((file) => file.fileName) } : {}),
          },
        };
        if (input.internal) return audited;
        await updateTicket(tx, ticket.id, {
          lastMessageAt: now,
          firstAnsweredAt: ticket.firstAnsweredAt ?? now,
          assigneeId: ticket.assigneeId ?? actor.staffId,
        });
        await changeStatus(tx, ticket, 'answered', { now, staffId: actor.staffId });
        // changeStatus tells the page when the status moves; a second answer leaves it `answered`, so tell it here.
        if (ticket.status === 'answered') await tellCustomerLive(tx, ticket, 'answered', now);
        await tellOwner(tx, config, ticket, input.body, now);
        return audited;
      },
    ),
  );
}

async function tellOwner(tx: Database, config: SupportConfig, ticket: TicketRow, body: string, now: Date) {
  const replyAddress = replyAddressOf(config, ticket.id);
  if (ticket.userId !== null) {
    await notify(tx, {
      userId: ticket.userId,
      kind: 'ticket_answered',
      params: {
        ticket_id: ticket.id,
        subject: ticket.subject,
        excerpt: excerptOf(body),
        reply_address: replyAddress,
      },
      at: now,
    });
  } else if (ticket.guestEmail) {
    await queueSupportEmail(tx, {
      to: ticket.guestEmail,
      language: ticket.language,
      key: 'guest_answered',
      params: { ticket: ticket.id, subject: ticket.subject, excerpt: excerptOf(body) },
      replyTo: replyAddress,
      now,
    });
  }
}

export async function assignTicket(
  db: Database,
  actor: StaffActor,
  input: { ticketId: number; staffId: number | null },
) {
  const { ticketId, staffId } = input;
  await auditedChange(db, { ...actor, action: 'ticket.assign' }, async (tx) => {
    const ticket = await lockForStaff(tx, ticketId);
    // Only someone who may answer it: never a readonly or disabled member, billing only for billing.
    const assignees = await ticketAssignees(tx, { department: ticket.department });
    if (staffId !== null && !assignees.some((member) => member.id === staffId)) {
      throw new AppError('VALIDATION_FAILED', { fields: { staff_id: ['invalid'] } });
    }
    await updateTicket(tx, ticket.id, { assigneeId: staffId });
    return {
      result: null,
      customerId: ticket.userId,
      before: { assignee_id: ticket.assigneeId },
      after: { assignee_id: staffId },
    };
  });
}

export async function setTicketStatus(
  db: Database,
  actor: StaffActor,
  input: { ticketId: number; status: TicketStatus },
) {
  const { ticketId, status } = input;
  await auditedChange(db, { ...actor, action: 'ticket.status' }, async (tx) => {
    const ticket = await lockForStaff(tx, ticketId);
    assertMayAnswer(actor, ticket);
    await changeStatus(tx, ticket, status, { now: actor.at, staffId: actor.staffId });
    return { result: null, customerId: ticket.userId, before: { status: ticket.status }, after: { status } };
  });
}

export async function setTicketDepartment(
  db: Database,
  actor: StaffActor,
  input: { ticketId: number; department: TicketDepartment },
) {
  const { ticketId, department } = input;
  await auditedChange(db, { ...actor, action: 'ticket.department' }, async (tx) => {
    const ticket = await lockForStaff(tx, ticketId);
    if (ticket.department === department) return { result: null, after: null, audited: false };
    await updateTicket(tx, ticket.id, { department });
    await insertTicketEvent(tx, {
      ticketId: ticket.id,
      kind: 'department',
      fromValue: ticket.department,
      toValue: department,
      staffId: actor.staffId,
      createdAt: actor.at,
    });
    return {
      result: null,
      customerId: ticket.userId,
      before: { department: ticket.department },
      after: { department },
    };
  });
}

/**
 * A duplicate joins the ticket it repeats: its messages move there, it closes and points at it. Only tickets of
 * one customer (or one guest address) merge, and none whose sender is unverified, so no thread ever shows
 * someone else's words.
 */
export async function mergeTicket(
  db: Database,
  actor: StaffActor,
  input: { ticketId: number; intoId: number },
) {
  const { ticketId, intoId } = input;
  if (ticketId === intoId) throw new AppError('VALIDATION_FAILED', { fields: { into: ['invalid'] } });
  await auditedChange(db, { ...actor, action: 'ticket.merge' }, async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = ticketId < intoId ? [ticketId, intoId] : [intoId, ticketId];
    const locked = [await lockTicket(tx, first), await lockTicket(tx, second)];
    const ticket = locked.find((row) => row?.id === ticketId);
    const into = locked.find((row) => row?.id === intoId);
    if (!ticket) throw new AppError('NOT_FOUND');
    if (!into || into.mergedIntoId !== null) {
      throw new AppError('VALIDATION_FAILED', { fields: { into: ['invalid'] } });
    }
    const sameOwner =
      ticket.userId !== null
        ? ticket.userId === into.userId
        : ticket.guestEmail?.toLowerCase() === into.guestEmail?.toLowerCase();
    // A ticket sent in a customer's name without proof waits for its own confirmation link: merged, its words
    // would join a thread its sender never proved to be theirs (docs/support-mail.md).
    const unproven = ticket.senderUnverified || into.senderUnverified;
    if (!sameOwner || unproven || ticket.mergedIntoId !== null) {
      throw new AppError('VALIDATION_FAILED', { fields: { into: ['invalid'] } });
    }
    await moveThread(tx, ticket.id, into.id);
    await updateTicket(tx, into.id, {
      lastMessageAt: ticket.lastMessageAt > into.lastMessageAt ? ticket.lastMessageAt : into.lastMessageAt,
    });
    await updateTicket(tx, ticket.id, { mergedIntoId: into.id });
    await changeStatus(tx, ticket, 'closed', { now: actor.at, staffId: actor.staffId });
    await insertTicketEvent(tx, {
      ticketId: into.id,
      kind: 'merged',
      fromValue: String(ticket.id),
      toValue: String(into.id),
      staffId: actor.staffId,
      createdAt: actor.at,
    });
    return {
      result: null,
      customerId: ticket.userId,
      before: { ticket_id: ticket.id },
      after: { into: into.id },
    };
  });
}
