import type { MailContact, MailConversation, MailMessage, MailUser } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { findUserBrief, userBriefsById } from '../account/user-directory.service.js';
import {
  type BlockFlags,
  countUnread,
  deleteBlock,
  findBlockFlags,
  hasConversation,
  insertBlock,
  insertMessage,
  isBlockedEitherWay,
  isMessageBetween,
  listContacts as listContactRows,
  listConversation,
  lockPair,
  type MailMessageRow,
  markRead,
} from './mail.repository.js';

// Messages between customers. Every query is "me and peer", so nobody can read a pair they are not in.

/** First name and the initial of the last name; the rest of the profile stays private. */
export function displayNameOf(firstname: string, lastname: string): string {
  const initial = Array.from(lastname.trim())[0];
  return initial ? `${firstname.trim()} ${initial.toUpperCase()}.` : firstname.trim();
}

/** A customer as the mail screens show them: a display name and the blocks either way. */
interface MailUserRow extends BlockFlags {
  id: number;
  firstname: string;
  lastname: string;
}

function toMailUser(row: MailUserRow, me: number): MailUser {
  return {
    id: row.id,
    display_name: displayNameOf(row.firstname, row.lastname),
    is_self: row.id === me,
    blocked_by_me: row.blockedByMe,
    blocked_me: row.blockedMe,
  };
}

function toMailMessage(row: MailMessageRow, me: number): MailMessage {
  return {
    id: row.id,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    is_mine: row.senderId === me,
  };
}

const userNotFound = (field: string) =>
  new AppError('NOT_FOUND', { fields: { [field]: ['user_not_found'] } });

async function requireUser(db: Database, me: number, id: number, field: string): Promise<MailUserRow> {
  const user = await findUserBrief(db, id);
  if (!user) throw userNotFound(field);
  return { ...user, ...(await findBlockFlags(db, me, id)) };
}

/**
 * A customer's card. For someone one has written with it is free; any other id is a search by id, counted
 * (`lookups`), so cards cannot be used to list everyone's names.
 */
export async function getMailUser(
  db: Database,
  lookups: Limiter,
  { me, id }: { me: number; id: number },
): Promise<MailUser> {
  if (id !== me && !(await hasConversation(db, me, id))) {
    const counted = await lookups.consume(String(me));
    if (!counted.allowed)
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: counted.retryAfterSeconds });
  }
  return toMailUser(await requireUser(db, me, id, 'id'), me);
}

export async function getConversation(
  db: Database,
  input: { me: number; peerId: number; before: number | undefined; limit: number; now: Date },
): Promise<MailConversation> {
  const { me, peerId } = input;
  const peer = await requireUser(db, me, peerId, 'peer_id');
  // A cursor from another conversation is somebody else's message: not found, like any foreign id.
  if (input.before !== undefined && !(await isMessageBetween(db, me, peerId, input.before))) {
    throw new AppError('NOT_FOUND');
  }
  if (peerId !== me) await markRead(db, me, peerId, input.now);
  const page = await listConversation(db, me, peerId, { before: input.before, limit: input.limit });
  return {
    peer: toMailUser(peer, me),
    messages: page.rows.map((row) => toMailMessage(row, me)),
    has_more: page.hasMore,
  };
}

export async function sendMessage(
  db: Database,
  input: { me: number; peerId: number; body: string; now: Date },
): Promise<MailMessage> {
  const { me, peerId, now } = input;
  await requireUser(db, me, peerId, 'peer_id');
  const row = await db.transaction(async (tx) => {
    await lockPair(tx, me, peerId);
    if (peerId !== me && (await isBlockedEitherWay(tx, me, peerId))) {
      throw new AppError('FORBIDDEN', { fields: { peer_id: ['recipient_blocked'] } });
    }
    return insertMessage(tx, {
      senderId: me,
      recipientId: peerId,
      body: input.body,
      createdAt: now,
      // A note to oneself is never "unread".
      readAt: peerId === me ? now : null,
    });
  });
  return toMailMessage(row, me);
}

export async function setBlocked(
  db: Database,
  input: { me: number; peerId: number; blocked: boolean; now: Date },
): Promise<MailUser> {
  const { me, peerId, now } = input;
  if (peerId === me) throw new AppError('VALIDATION_FAILED', { fields: { peer_id: ['invalid'] } });
  await requireUser(db, me, peerId, 'peer_id');
  await db.transaction(async (tx) => {
    await lockPair(tx, me, peerId);
    if (input.blocked) await insertBlock(tx, me, peerId, now);
    else await deleteBlock(tx, me, peerId);
  });
  return toMailUser(await requireUser(db, me, peerId, 'peer_id'), me);
}

export async function listContacts(
  db: Database,
  input: { me: number; perPage: number; page: number },
): Promise<{ data: MailContact[]; total: number }> {
  const { me, perPage } = input;
  const { rows, total } = await listContactRows(db, me, perPage, (input.page - 1) * perPage);
  const people = await userBriefsById(
    db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({
    user: toMailUser({ firstname: '', lastname: '', ...people.get(row.id), ...row }, me),
    last_message: {
      id: row.lastId,
      preview: row.preview,
      created_at: row.lastAt.toISOString(),
      is_mine: row.lastSenderId === me,
    },
    unread_count: row.unreadCount,
  }));
  return { data, total };
}

export const unreadCount = (db: Database, me: number) => countUnread(db, me);
