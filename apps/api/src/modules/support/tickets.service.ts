import type { Readable } from 'node:stream';
import {
  type CreateTicketRequest,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type TicketChannel,
  type TicketDetail,
  type TicketRatingRequest,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SupportConfig } from '../../config/support-config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { ownDomainName } from '../domains/domain-views.service.js';
import { ownOrderLabel } from '../hosting/orders.service.js';
import { articleTitleFor } from '../knowledge-base/knowledge-base.service.js';
import {
  adoptGuestTickets,
  findAttachmentOfTicket,
  findTicket,
  listTicketsOf,
  lockTicket,
  type TicketRow,
  updateTicket,
} from './support.repository.js';
import { removeTicketFiles, type StoredTicketFile, storeTicketFiles } from './ticket-files.js';
import type { CheckedAttachment } from './ticket-form.js';
import { appendCustomerMessage, changeStatus, createTicketRecord } from './ticket-thread.js';
import { canReopen, toTicketDetail, toTicketSummary } from './ticket-views.js';

export interface SupportDeps {
  db: Database;
  storage: FileStorage;
  config: SupportConfig;
  appUrl: string;
  log?: FastifyBaseLogger;
}

/** Files are written before the rows; if the transaction fails they are removed again. */
export async function withStoredFiles<T>(
  deps: SupportDeps,
  files: CheckedAttachment[],
  work: (stored: StoredTicketFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeTicketFiles(deps.storage, files);
  try {
    return await work(stored);
  } catch (error) {
    await removeTicketFiles(
      deps.storage,
      stored.map((file) => file.storageKey),
      deps.log,
    );
    throw error;
  }
}

async function serviceOf(db: Database, userId: number, service: CreateTicketRequest['service']) {
  if (!service) return null;
  const id = Number(service.id);
  const label =
    service.kind === 'order' ? await ownOrderLabel(db, userId, id) : await ownDomainName(db, userId, id);
  // Another customer's order reads as no order at all.
  if (label === null) throw new AppError('VALIDATION_FAILED', { fields: { service: ['invalid'] } });
  return { kind: service.kind, id, label };
}

/**
 * The article a "still stuck?" ticket names, with its title in the ticket's language. One withdrawn while the
 * customer wrote is left out rather than refusing the ticket: the question matters more than the link.
 */
export async function kbArticleOf(db: Database, slug: string | null | undefined, language: Language) {
  if (!slug) return null;
  const title = await articleTitleFor(db, { slug, language });
  return title === undefined ? null : { slug, title };
}

export async function openTicket(
  deps: SupportDeps,
  input: {
    userId: number;
    fields: {
      department: TicketDetail['department'];
      subject: string;
      message: string;
      service?: CreateTicketRequest['service'];
      kb_article?: string | null | undefined;
    };
    files: CheckedAttachment[];
    now: Date;
  },
): Promise<TicketDetail> {
  const { db } = deps;
  const service = await serviceOf(db, input.userId, input.fields.service);
  const user = await findUserBrief(db, input.userId);
  const language = LANGUAGES.find((candidate) => candidate === user?.language) ?? DEFAULT_LANGUAGE;
  const kbArticle = await kbArticleOf(db, input.fields.kb_article, language);
  const ticket = await withStoredFiles(deps, input.files, (files) =>
    db.transaction((tx) =>
      createTicketRecord(tx, {
        userId: input.userId,
        department: input.fields.department,
        subject: input.fields.subject,
        body: input.fields.message,
        via: 'web',
        service,
        kbArticle,
        language,
        files,
        now: input.now,
        firstResponseHours: deps.config.firstResponseHours,
      }),
    ),
  );
  return toTicketDetail(db, deps.config, ticket, input.now);
}

/** Tickets a visitor opened with the customer's address join the account once that address is verified. */
async function adoptVerifiedGuestTickets(db: Database, userId: number): Promise<void> {
  const user = await findUserBrief(db, userId);
  if (user?.emailVerifiedAt) await adoptGuestTickets(db, user.email, userId);
}

export async function listTickets(db: Database, input: { userId: number; page: number; perPage: number }) {
  const { userId, page, perPage } = input;
  await adoptVerifiedGuestTickets(db, userId);
  const { rows, total } = await listTicketsOf(db, userId, perPage, (page - 1) * perPage);
  return { data: rows.map(toTicketSummary), total };
}

/** The customer's ticket; anyone else's answers 404 like an unknown one. */
async function ownTicket(db: Database, userId: number, id: number): Promise<TicketRow> {
  const row = await findTicket(db, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  return row;
}

async function lockOwnTicket(tx: Database, userId: number, id: number): Promise<TicketRow> {
  const row = await lockTicket(tx, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  return row;
}

export async function getTicket(deps: SupportDeps, input: { userId: number; ticketId: number; now: Date }) {
  await adoptVerifiedGuestTickets(deps.db, input.userId);
  const row = await ownTicket(deps.db, input.userId, input.ticketId);
  return toTicketDetail(deps.db, deps.config, row, input.now);
}

/** A reply of the ticket's owner through a checked channel (the web, the guest link, e-mail, Telegram). */
export async function replyAsOwner(
  deps: SupportDeps,
  input: {
    ticketId: number;
    isOwner: (row: TicketRow) => boolean;
    body: string;
    files: CheckedAttachment[];
    via: TicketChannel;
    now: Date;
  },
): Promise<TicketRow> {
  await withStoredFiles(deps, input.files, (files) =>
    deps.db.transaction(async (tx) => {
      const row = await lockTicket(tx, input.ticketId);
      if (!row || !input.isOwner(row)) throw new AppError('NOT_FOUND');
      await appendCustomerMessage(tx, row, { body: input.body, via: input.via, files, now: input.now });
    }),
  );
  const row = await findTicket(deps.db, input.ticketId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function addCustomerMessage(
  deps: SupportDeps,
  input: { userId: number; ticketId: number; body: string; files: CheckedAttachment[]; now: Date },
) {
  const row = await replyAsOwner(deps, {
    ticketId: input.ticketId,
    isOwner: (ticket) => ticket.userId === input.userId,
    body: input.body,
    files: input.files,
    via: 'web',
    now: input.now,
  });
  return toTicketDetail(deps.db, deps.config, row, input.now);
}

export async function closeTicket(deps: SupportDeps, input: { userId: number; ticketId: number; now: Date }) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnTicket(tx, input.userId, input.ticketId);
    await changeStatus(tx, row, 'closed', { now: input.now });
  });
  return getTicket(deps, input);
}

export async function reopenTicket(
  deps: SupportDeps,
  input: { userId: number; ticketId: number; now: Date },
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnTicket(tx, input.userId, input.ticketId);
    if (!canReopen(row, input.now)) throw new AppError('CONFLICT');
    await changeStatus(tx, row, 'open', { now: input.now });
  });
  return getTicket(deps, input);
}

/** After staff answered: 1-5 and a comment; a later rating replaces the earlier one. */
export async function rateTicket(
  deps: SupportDeps,
  input: { userId: number; ticketId: number; rating: TicketRatingRequest; now: Date },
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnTicket(tx, input.userId, input.ticketId);
    if (row.firstAnsweredAt === null) throw new AppError('CONFLICT');
    await updateTicket(tx, row.id, {
      rating: input.rating.rating,
      ratingComment: input.rating.comment || null,
    });
  });
  return getTicket(deps, input);
}

export interface OpenedAttachment {
  stream: Readable;
  contentType: string;
  fileName: string;
  size: number;
}

/** An attachment of a ticket the caller may read; an internal note's file is never the customer's. */
export async function openAttachment(
  deps: SupportDeps,
  input: { ticket: TicketRow; attachmentId: number; withInternal: boolean },
): Promise<OpenedAttachment> {
  const found = await findAttachmentOfTicket(deps.db, input.ticket.id, input.attachmentId);
  if (!found || (found.internal && !input.withInternal)) throw new AppError('NOT_FOUND');
  const { attachment } = found;
  return {
    stream: await deps.storage.open(attachment.storageKey),
    contentType: attachment.contentType,
    fileName: attachment.fileName,
    size: attachment.sizeBytes,
  };
}

export async function openOwnAttachment(
  deps: SupportDeps,
  input: { userId: number; ticketId: number; attachmentId: number },
) {
  const ticket = await ownTicket(deps.db, input.userId, input.ticketId);
  return openAttachment(deps, { ticket, attachmentId: input.attachmentId, withInternal: false });
}
