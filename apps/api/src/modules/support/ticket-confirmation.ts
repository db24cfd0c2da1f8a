import { createHash, randomBytes } from 'node:crypto';
import type { TicketConfirmed } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { findUserBriefOfEmail } from '../account/user-directory.service.js';
import { replyAddressOf } from './reply-address.js';
import { lockTicketByConfirmToken, type TicketRow, updateTicket } from './support.repository.js';
import { queueSupportEmail } from './support-mail.js';
import { tellCustomerLive } from './ticket-thread.js';
import type { SupportDeps } from './tickets.service.js';

// A ticket sent in a customer's name without proof stays a guest ticket until the address's owner confirms it
// from a link mailed to that address (docs/support-mail.md): the token is single use and expires, and only its
// hash is stored. The link carries it after `#`, which the browser never sends to a server.

const CONFIRM_DAYS = 7;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewConfirmation {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newConfirmation(now: Date): NewConfirmation {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CONFIRM_DAYS * DAY_MS) };
}

export const confirmLinkOf = (appUrl: string, token: string) => `${appUrl}/support/confirm#${token}`;

/** The mail to the address's owner, in their language: what arrived in their name, and the link to claim it. */
export async function queueConfirmationMail(
  tx: Queryable,
  deps: Pick<SupportDeps, 'config' | 'appUrl'>,
  input: { ticket: TicketRow; to: string; language: string; token: string; now: Date },
): Promise<void> {
  await queueSupportEmail(tx, {
    to: input.to,
    language: input.language,
    key: 'confirm_ticket',
    params: {
      ticket: input.ticket.id,
      subject: input.ticket.subject,
      link: confirmLinkOf(deps.appUrl, input.token),
      days: CONFIRM_DAYS,
    },
    replyTo: replyAddressOf(deps.config, input.ticket.id),
    now: input.now,
  });
}

/**
 * The link's token moves its ticket into the account that owns the address now; used, expired or unknown
 * tokens all answer 404 alike.
 */
export async function confirmTicket(
  deps: Pick<SupportDeps, 'db'>,
  input: { token: string; now: Date },
): Promise<TicketConfirmed> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTicketByConfirmToken(tx, hashToken(input.token));
    if (!row?.guestEmail || row.userId !== null || !row.confirmExpiresAt || row.confirmExpiresAt <= input.now)
      throw new AppError('NOT_FOUND');
    const owner = await findUserBriefOfEmail(tx, row.guestEmail);
    if (!owner) throw new AppError('NOT_FOUND');
    await updateTicket(tx, row.id, {
      userId: owner.id,
      senderUnverified: false,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    await tellCustomerLive(tx, { ...row, userId: owner.id }, row.status, input.now);
    return { ticket_id: row.id };
  });
}
