import { TICKET_LIMITS } from '@portal/contracts';
import type { ParsedMail } from 'mailparser';
import { AppError } from '../../errors/app-error.js';
import { findUserBriefOfEmail } from '../account/user-directory.service.js';
import { newTextOfReply } from './mail-reply-text.js';
import { readRecipient } from './reply-address.js';
import { findTicket } from './support.repository.js';
import { type SupportLimits, spend } from './support-limits.js';
import { detectTicketFileType } from './ticket-files.js';
import type { CheckedAttachment } from './ticket-form.js';
import { createTicketRecord } from './ticket-thread.js';
import { replyAsOwner, type SupportDeps, withStoredFiles } from './tickets.service.js';

// A mail received by the desk's SMTP listener: a reply to a ticket's signed address from the ticket's owner, or a
// new ticket sent to the plain support address by a known customer. Everything else is refused with a reason
// the sending server bounces to its sender.

/** Why a mail is refused; the listener answers it as a 550 with this text. */
export class MailRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MailRefusal';
  }
}

export type MailOutcome =
  | { kind: 'message'; ticketId: number }
  | { kind: 'ticket'; ticketId: number }
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

export async function receiveMail(
  deps: SupportDeps & { limits: SupportLimits },
  input: { from: string; recipients: string[]; mail: ParsedMail; now: Date },
): Promise<MailOutcome> {
  // The envelope sender can be anything; the From header is what the customer's client wrote and what they see.
  const from = (input.mail.from?.value[0]?.address ?? input.from).toLowerCase();
  if (!from || isAutomatic(deps, input.mail, from)) return { kind: 'ignored' };
  const meanings = input.recipients.map((address) => readRecipient(deps.config, address));
  const ticket = meanings.find((meaning) => meaning?.kind === 'ticket');
  try {
    await spend(deps.limits.messages, `email:${from}`);
  } catch {
    throw new MailRefusal('too many messages from this address, try later');
  }
  const body = bodyOf(input.mail);
  const files = await keptAttachments(input.mail);
  if (ticket?.kind === 'ticket')
    return replyToTicket(deps, { ...input, from, ticketId: ticket.ticketId, body, files });
  if (meanings.some((meaning) => meaning?.kind === 'new'))
    return openTicketByMail(deps, { ...input, from, body, files });
  throw new MailRefusal('no such mailbox here');
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
  deps: SupportDeps & { limits: SupportLimits },
  input: { from: string; mail: ParsedMail; body: string; files: CheckedAttachment[]; now: Date },
): Promise<MailOutcome> {
  const user = await findUserBriefOfEmail(deps.db, input.from);
  // A new ticket by e-mail only for a known sender: anyone else uses the site's form (with its captcha).
  if (!user) throw new MailRefusal('unknown sender: please open a ticket on the site');
  try {
    await spend(deps.limits.tickets, `user:${user.id}`);
  } catch {
    throw new MailRefusal('too many tickets from this account today');
  }
  const subject = (input.mail.subject ?? '').trim().slice(0, TICKET_LIMITS.subjectMax) || '—';
  const ticket = await withStoredFiles(deps, input.files, (files) =>
    deps.db.transaction((tx) =>
      createTicketRecord(tx, {
        userId: user.id,
        department: 'technical',
        subject,
        body: input.body || '—',
        via: 'email',
        language: user.language,
        files,
        now: input.now,
        firstResponseHours: deps.config.firstResponseHours,
      }),
    ),
  );
  return { kind: 'ticket', ticketId: ticket.id };
}
