import {
  TICKET_LIMITS,
  type TicketAttachment,
  type TicketAttachmentType,
  type TicketDetail,
  type TicketSummary,
} from '@portal/contracts';
import type { SupportConfig } from '../../config/support-config.js';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { staffNamesById } from '../staff/staff-directory.service.js';
import { replyAddressOf } from './reply-address.js';
import {
  type AttachmentRow,
  listAttachmentsOf,
  listEventsOf,
  listMessagesOf,
  type MessageRow,
  type TicketRow,
} from './support.repository.js';

// How a ticket reads to its customer (or guest): never an internal note, never a staff-only field.

const DAY_MS = 86_400_000;

/** The promise shows while the first answer is due: not once staff answered, not on a closed ticket. */
export const firstAnswerDueOf = (row: TicketRow): string | null =>
  row.firstAnsweredAt || row.status === 'closed' ? null : row.firstAnswerDueAt.toISOString();

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    department: row.department,
    status: row.status,
    service:
      row.serviceKind && row.serviceId
        ? { kind: row.serviceKind, id: row.serviceId, label: row.serviceLabel ?? '' }
        : null,
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
    first_answer_due_at: firstAnswerDueOf(row),
  };
}

export const kbArticleOfRow = (row: TicketRow) =>
  row.kbArticleSlug && row.kbArticleTitle ? { slug: row.kbArticleSlug, title: row.kbArticleTitle } : null;

export const toAttachmentDto = (row: AttachmentRow): TicketAttachment => ({
  id: row.id,
  file_name: row.fileName,
  content_type: row.contentType as TicketAttachmentType,
  size_bytes: row.sizeBytes,
});

export const canReopen = (row: TicketRow, now: Date): boolean =>
  row.status === 'closed' &&
  row.mergedIntoId === null &&
  row.closedAt !== null &&
  now.getTime() - row.closedAt.getTime() <= TICKET_LIMITS.reopenDays * DAY_MS;

/** Messages with their attachments and the names of the staff who wrote them. */
export async function threadOf(db: Queryable, ticketId: number, withInternal: boolean) {
  const messages = await listMessagesOf(db, ticketId, withInternal);
  const [attachments, names] = await readAll(db, [
    () =>
      listAttachmentsOf(
        db,
        messages.map((message) => message.id),
      ),
    () =>
      staffNamesById(
        db,
        messages.flatMap((message) => (message.staffId === null ? [] : [message.staffId])),
      ),
  ]);
  const filesOf = (message: MessageRow) =>
    attachments.filter((file) => file.messageId === message.id).map(toAttachmentDto);
  return { messages, filesOf, names };
}

export async function toTicketDetail(
  db: Queryable,
  config: SupportConfig,
  row: TicketRow,
  now: Date,
): Promise<TicketDetail> {
  const [{ messages, filesOf, names }, events] = await readAll(db, [
    () => threadOf(db, row.id, false),
    () => listEventsOf(db, row.id),
  ]);
  return {
    ...toTicketSummary(row),
    kb_article: kbArticleOfRow(row),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      // Staff answer by name; the customer's own messages need none; a guest's carry the name they gave.
      author_name:
        message.author === 'staff'
          ? (names.get(message.staffId ?? 0) ?? null)
          : message.author === 'customer'
            ? row.guestName
            : null,
      body: message.body,
      via: message.via,
      attachments: filesOf(message),
      created_at: message.createdAt.toISOString(),
    })),
    events: events.map((event) => ({
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      created_at: event.createdAt.toISOString(),
    })),
    reply_address: replyAddressOf(config, row.id),
    rating: row.rating,
    rating_comment: row.ratingComment,
    can_reopen: canReopen(row, now),
    can_rate: row.firstAnsweredAt !== null && row.mergedIntoId === null,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}
