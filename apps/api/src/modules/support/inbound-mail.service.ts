import { TICKET_LIMITS } from '@portal/contracts';
import type { ParsedMail } from 'mailparser';
import { AppError } from '../../errors/app-error.js';
import type { MailDnsResolver } from '../../integrations/mail-dns/mail-dns.js';
import { findUserBriefOfEmail, type UserBrief } from '../account/user-directory.service.js';
import { newTextOfReply } from './mail-reply-text.js';
import { readRecipient } from './reply-address.js';
import { checkSender, type SenderCheck, type SmtpSessionFacts } from './sender-check.js';
import { findTicket } from './support.repository.js';
import { type SupportLimits, spend } from './support-limits.js';
import { newConfirmation, queueConfirmationMail } from './ticket-confirmation.js';
import { detectTicketFileType } from './ticket-files.js';
import type { CheckedAttachment } from './ticket-form.js';
import { createTicketRecord } from './ticket-thread.js';
import { replyAsOwner, type SupportDeps, withStoredFiles } from './tickets.service.js';

// A mail received by the desk's SMTP listener: a reply to a ticket's signed address from the ticket's owner, or a
// new ticket sent to the plain support address by a known customer. Everything else is refused with a reason
// the sending server bounces to its sender. A new ticket is the customer's only when the sender is
// authenticated (sender-check.ts); otherwise it is a guest ticket for the address until the link mailed there
// confirms it, counted against the sender and never against the customer it names (docs/support-mail.md).

/** Why a mail is refused; the listener answers it as a 550 with this text. */
export class MailRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MailRefusal';
  }
}

export type MailOutcome =
  | { kind: 'message'; ticketId: number }
  | { kind: 'ticket'; ticketId: number; verified: boolean }
  | { kind: 'ignored' };

/** Refuses a recipient before the message is sent (RCPT TO): not ours, or a forged ticket address. */
export function checkRecipient(deps: SupportDeps, address: string): void {
  const meaning = readRecipient(deps.config, address);
  if (meaning === null) throw new MailRefusal('no such mailbox here');
  if (meaning.kind === 'forged') throw new MailRefusal('the reply address is not valid');
}

const headerText = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value.toLowerCase() : '';
};

/** Auto-replies, bulk mail and our own mail must not start a loop of answers. */
function isAutomatic(deps: SupportDeps, mail: ParsedMail, from: string): boolean {
  const submitted = headerText(mail, 'auto-submitted');
  const precedence = headerText(mail, 'precedence');
  const { local, domain } = deps.config.address;
  return (
    (submitted !== '' && submitted !== 'no') ||
    ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence) ||
    (from.toLowerCase().endsWith(`@${domain.toLowerCase()}`) &&
      from.toLowerCase().startsWith(local.toLowerCase()))
  );
}

/** The attachments we keep (type read from the bytes, 10 MB each, five at most); the rest are left out. */
async function keptAttachments(mail: ParsedMail): Promise<CheckedAttachment[]> {
  const kept: CheckedAttachment[] = [];
  for (const attachment of mail.attachments) {
    if (kept.length >= TICKET_LIMITS.attachmentsMax) break;
    if (attachment.size > TICKET_LIMITS.attachmentMaxBytes || attachment.related) continue;
    const contentType = await detectTicketFileType(attachment.content);
    if (contentType)
      kept.push({ fileName: attachment.filename ?? 'attachment', bytes: attachment.content, contentType });
  }
  return kept;
}

const bodyOf = (mail: ParsedMail): string => newTextOfReply(mail.text ?? '').slice(0, TICKET_LIMITS.bodyMax);

export type InboundDeps = SupportDeps & { limits: SupportLimits; dns: MailDnsResolver };

const spendOr = async (limiter: SupportLimits['tickets'], key: string, reason: string) => {
  try {
    await spend(limiter, key);
  } catch {
    throw new MailRefusal(reason);
  }
};

export async function receiveMail(
  deps: InboundDeps,
  input: {
    from: string;
    recipients: string[];
    mail: ParsedMail;
    raw: Buffer;
    session: SmtpSessionFacts;
    now: Date;
  },
): Promise<MailOutcome> {
  // The envelope sender can be anything; the From header is what the customer's client wrote and what they see.
  const from = (input.mail.from?.value[0]?.address ?? input.from).toLowerCase();
  if (!from || isAutomatic(deps, input.mail, from)) return { kind: 'ignored' };
  const meanings = input.recipients.map((address) => readRecipient(deps.config, address));
  const ticket = meanings.find((meaning) => meaning?.kind === 'ticket');
  if (ticket?.kind === 'ticket') {
    // The signed address is the proof here: only the ticket's owner was ever sent it.
    await spendOr(deps.limits.messages, `email:${from}`, 'too many messages from this address, try later');
    const { body, files } = await contentOf(input.mail);
    return replyToTicket(deps, { ...input, from, ticketId: ticket.ticketId, body, files });
  }
  if (!meanings.some((meaning) => meaning?.kind === 'new')) throw new MailRefusal('no such mailbox here');
  const user = await findUserBriefOfEmail(deps.db, from);
  // A new ticket by e-mail only for a known sender: anyone else uses the site's form (with its captcha).
  if (!user) throw new MailRefusal('unknown sender: please open a ticket on the site');
  const sender = await checkSender(
    { config: deps.config, dns: deps.dns },
    { raw: input.raw, headerLines: input.mail.headerLines, from, session: input.session },
  );
  if (sender.verified) {
    await spendOr(deps.limits.messages, `email:${from}`, 'too many messages from this address, try later');
    await spendOr(deps.limits.tickets, `user:${user.id}`, 'too many tickets from this account today');
  } else {
    await spendUnverified(deps, { from, sender, session: input.session });
  }
  const { body, files } = await contentOf(input.mail);
  return openTicketByMail(deps, { ...input, from, user, verified: sender.verified, body, files });
}

/**
 * Unproven mail is counted by who sent it: the connecting host (unless it is our relay, which carries everyone's
 * mail) and the claimed address from that host, never the account the address belongs to.
 */
async function spendUnverified(
  deps: InboundDeps,
  input: { from: string; sender: SenderCheck; session: SmtpSessionFacts },
) {
  const refusal = 'too many unverified messages from this sender, try later';
  const relayed = !input.sender.verified && input.sender.relayed;
  const origin = relayed ? 'relay' : input.session.ip;
  if (!relayed) await spendOr(deps.limits.tickets, `unverified-ip:${origin}`, refusal);
  await spendOr(deps.limits.tickets, `unverified:${origin}:${input.from}`, refusal);
}

async function contentOf(mail: ParsedMail) {
  return { body: bodyOf(mail), files: await keptAttachments(mail) };
}

async function replyToTicket(
  deps: SupportDeps,
  input: { from: string; ticketId: number; body: string; files: CheckedAttachment[]; now: Date },
): Promise<MailOutcome> {
  const row = await findTicket(deps.db, input.ticketId);
  if (!row) throw new MailRefusal('no such ticket');
  const owner = row.userId === null ? undefined : await findUserBriefOfEmail(deps.db, input.from);
  // The sender must be the ticket's owner (by the account's address) or the guest's address it was opened with.
  const isOwner =
    row.userId !== null ? owner?.id === row.userId : row.guestEmail?.toLowerCase() === input.from;
  if (!isOwner) throw new MailRefusal('the sender is not the owner of this ticket');
  try {
    await replyAsOwner(deps, {
      ticketId: row.id,
      isOwner: () => true,
      body: input.body,
      files: input.files,
      via: 'email',
      now: input.now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw new MailRefusal('this ticket is closed');
    throw error;
  }
  return { kind: 'message', ticketId: row.id };
}

async function openTicketByMail(
  deps: InboundDeps,
  input: {
    from: string;
    user: UserBrief;
    verified: boolean;
    mail: ParsedMail;
    body: string;
    files: CheckedAttachment[];
    now: Date;
  },
): Promise<MailOutcome> {
  const { user, verified } = input;
  const subject = (input.mail.subject ?? '').trim().slice(0, TICKET_LIMITS.subjectMax) || '—';
  const confirmation = verified ? null : newConfirmation(input.now);
  const ticket = await withStoredFiles(deps, input.files, (files) =>
    deps.db.transaction(async (tx) => {
      const created = await createTicketRecord(tx, {
        // Unproven: the address's guest ticket, its files kept for staff, the customer told by the link.
        userId: verified ? user.id : null,
        ...(confirmation
          ? {
              guest: {
                email: input.from,
                name: (input.mail.from?.value[0]?.name ?? '').trim().slice(0, TICKET_LIMITS.nameMax),
                tokenHash: null,
              },
              confirmation,
            }
          : {}),
        department: 'technical',
        subject,
        body: input.body || '—',
        via: 'email',
        language: user.language,
        files,
        now: input.now,
        firstResponseHours: deps.config.firstResponseHours,
      });
      if (confirmation)
        await queueConfirmationMail(tx, deps, {
          ticket: created,
          to: input.from,
          language: user.language,
          token: confirmation.token,
          now: input.now,
        });
      return created;
    }),
  );
  return { kind: 'ticket', ticketId: ticket.id, verified };
}
