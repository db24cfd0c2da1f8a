import { createHash, randomBytes } from 'node:crypto';
import type { GuestTicketCreated, GuestTicketRequest, Language } from '@portal/contracts';
import { AppError } from '../../errors/app-error.js';
import { findUserBriefOfEmail } from '../account/user-directory.service.js';
import { checkCaptcha } from '../security/captcha.service.js';
import { replyAddressOf } from './reply-address.js';
import { findTicketByGuestToken, type TicketRow } from './support.repository.js';
import { queueSupportEmail } from './support-mail.js';
import { newConfirmation, queueConfirmationMail } from './ticket-confirmation.js';
import type { CheckedAttachment } from './ticket-form.js';
import { createTicketRecord } from './ticket-thread.js';
import { toTicketDetail } from './ticket-views.js';
import { kbArticleOf, openAttachment, replyAsOwner, type SupportDeps } from './tickets.service.js';

// A visitor without an account: the ticket is theirs through a secret link e-mailed to the address they gave, so
// only the mailbox's owner reads it. The token is kept as a hash; the link carries it after `#`, which the
// browser never sends to a server.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const guestLinkOf = (appUrl: string, token: string) => `${appUrl}/support/guest#${token}`;

export async function openGuestTicket(
  deps: SupportDeps,
  input: { request: GuestTicketRequest & { email: string }; language: Language; now: Date },
): Promise<GuestTicketCreated> {
  const { db, config } = deps;
  const { request, now } = input;
  await checkCaptcha(db, { id: request.captcha_id, answer: request.captcha, now });
  const token = randomBytes(32).toString('base64url');
  const language = request.language ?? input.language;
  // The form proves nothing of the address: naming a customer's, the ticket waits for their confirmation link
  // before it joins their account (docs/support-mail.md).
  const customer = await findUserBriefOfEmail(db, request.email);
  const confirmation = customer ? newConfirmation(now) : null;
  const kbArticle = await kbArticleOf(db, request.kb_article, language);
  const ticket = await db.transaction(async (tx) => {
    const created = await createTicketRecord(tx, {
      userId: null,
      guest: { email: request.email, name: request.name.trim(), tokenHash: hashToken(token) },
      ...(confirmation ? { confirmation } : {}),
      department: 'sales',
      subject: request.subject.trim(),
      body: request.message.trim(),
      via: 'guest_link',
      kbArticle,
      language,
      files: [],
      now,
      firstResponseHours: config.firstResponseHours,
    });
    await queueSupportEmail(tx, {
      to: request.email,
      language,
      key: 'guest_created',
      params: {
        ticket: created.id,
        name: request.name.trim(),
        subject: created.subject,
        hours: config.firstResponseHours,
        link: guestLinkOf(deps.appUrl, token),
      },
      replyTo: replyAddressOf(config, created.id),
      now,
    });
    if (customer && confirmation)
      await queueConfirmationMail(tx, deps, {
        ticket: created,
        to: request.email,
        language: customer.language,
        token: confirmation.token,
        now,
      });
    return created;
  });
  return { id: ticket.id, email: request.email };
}

/** The ticket a guest token opens; a wrong or missing token is 404 (nothing tells whether it ever existed). */
export async function guestTicketOf(deps: SupportDeps, token: string | undefined): Promise<TicketRow> {
  if (!token || token.length > 100) throw new AppError('NOT_FOUND');
  const row = await findTicketByGuestToken(deps.db, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getGuestTicket(deps: SupportDeps, token: string | undefined, now: Date) {
  return toTicketDetail(deps.db, deps.config, await guestTicketOf(deps, token), now);
}

export async function addGuestMessage(
  deps: SupportDeps,
  input: { token: string | undefined; body: string; files: CheckedAttachment[]; now: Date },
) {
  const ticket = await guestTicketOf(deps, input.token);
  const row = await replyAsOwner(deps, {
    ticketId: ticket.id,
    isOwner: (locked) => locked.guestTokenHash === ticket.guestTokenHash,
    body: input.body,
    files: input.files,
    via: 'guest_link',
    now: input.now,
  });
  return toTicketDetail(deps.db, deps.config, row, input.now);
}

export async function openGuestAttachment(
  deps: SupportDeps,
  token: string | undefined,
  attachmentId: number,
) {
  const ticket = await guestTicketOf(deps, token);
  // Files sent in a customer's name without proof are offered to no one but staff until the owner confirms.
  if (ticket.senderUnverified) throw new AppError('NOT_FOUND');
  return openAttachment(deps, { ticket, attachmentId, withInternal: false });
}
