import type { TicketChannel, TicketDepartment, TicketStatus } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import {
  insertAttachments,
  insertMessage,
  insertTicket,
  insertTicketEvent,
  type TicketRow,
  updateTicket,
} from './support.repository.js';
import type { StoredTicketFile } from './ticket-files.js';
import { canReopen } from './ticket-views.js';

// The writes every channel shares (web, guest link, e-mail, Telegram, console), each in the caller's transaction.

const HOUR_MS = 3_600_000;

export interface NewTicket {
  userId: number | null;
  /** A guest's address and name; the private link's token hash when one was mailed. */
  guest?: { email: string; name: string; tokenHash: string | null };
  /** Sent in a customer's name without proof: waits for the confirmation link (ticket-confirmation.ts). */
  confirmation?: { tokenHash: string; expiresAt: Date };
  department: TicketDepartment;
  subject: string;
  body: string;
  via: TicketChannel;
  service?: { kind: 'order' | 'domain'; id: number; label: string } | null;
  /** The knowledge-base article read before writing, as the customer read it. */
  kbArticle?: { slug: string; title: string } | null;
  language: string;
  files: StoredTicketFile[];
  now: Date;
  firstResponseHours: number;
}

export async function createTicketRecord(tx: Queryable, input: NewTicket): Promise<TicketRow> {
  const { now } = input;
  const ticket = await insertTicket(tx, {
    userId: input.userId,
    guestEmail: input.guest?.email ?? null,
    guestName: input.guest?.name ?? null,
    guestTokenHash: input.guest?.tokenHash ?? null,
    senderUnverified: input.confirmation !== undefined,
    confirmTokenHash: input.confirmation?.tokenHash ?? null,
    confirmExpiresAt: input.confirmation?.expiresAt ?? null,
    department: input.department,
    subject: input.subject,
    status: 'open',
    serviceKind: input.service?.kind ?? null,
    serviceId: input.service?.id ?? null,
    serviceLabel: input.service?.label ?? null,
    kbArticleSlug: input.kbArticle?.slug ?? null,
    kbArticleTitle: input.kbArticle?.title ?? null,
    language: input.language,
    createdAt: now,
    lastMessageAt: now,
    lastCustomerMessageAt: now,
    firstAnswerDueAt: new Date(now.getTime() + input.firstResponseHours * HOUR_MS),
  });
  const message = await insertMessage(tx, {
    ticketId: ticket.id,
    author: 'customer',
    body: input.body,
    via: input.via,
    createdAt: now,
  });
  await insertAttachments(
    tx,
    input.files.map((file) => ({ ...file, messageId: message.id, createdAt: now })),
  );
  return ticket;
}

/** A status change, its thread event, and the customer's open pages told (live) when there is a customer. */
export async function changeStatus(
  tx: Queryable,
  ticket: TicketRow,
  status: TicketStatus,
  at: { now: Date; staffId?: number | null },
): Promise<void> {
  if (ticket.status === status) return;
  await updateTicket(tx, ticket.id, {
    status,
    closedAt: status === 'closed' ? at.now : null,
  });
  await insertTicketEvent(tx, {
    ticketId: ticket.id,
    kind: 'status',
    fromValue: ticket.status,
    toValue: status,
    staffId: at.staffId ?? null,
    createdAt: at.now,
  });
  await tellCustomerLive(tx, ticket, status, at.now);
}

export async function tellCustomerLive(tx: Queryable, ticket: TicketRow, status: TicketStatus, now: Date) {
  if (ticket.userId === null) return;
  await publishLiveEvent(tx, {
    userId: ticket.userId,
    kind: 'ticket',
    payload: { ticket_id: ticket.id, status },
    at: now,
  });
}

/**
 * The customer writes (any channel): a closed ticket opens again within the reopen period, else the reply is
 * refused; the ticket waits for staff again.
 */
export async function appendCustomerMessage(
  tx: Queryable,
  ticket: TicketRow,
  input: { body: string; via: TicketChannel; files: StoredTicketFile[]; now: Date },
): Promise<number> {
  if (ticket.mergedIntoId !== null) throw new AppError('CONFLICT');
  if (ticket.status === 'closed' && !canReopen(ticket, input.now)) throw new AppError('CONFLICT');
  const message = await insertMessage(tx, {
    ticketId: ticket.id,
    author: 'customer',
    body: input.body,
    via: input.via,
    createdAt: input.now,
  });
  await insertAttachments(
    tx,
    input.files.map((file) => ({ ...file, messageId: message.id, createdAt: input.now })),
  );
  await updateTicket(tx, ticket.id, { lastMessageAt: input.now, lastCustomerMessageAt: input.now });
  await changeStatus(tx, ticket, 'open', { now: input.now });
  return message.id;
}
