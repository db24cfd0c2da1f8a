import type { Language } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { enqueue } from '../../jobs/job-runner.js';
import { type CodePurpose, codeEmail, codeSms, SMS_SUBJECT } from './message-texts.js';
import { sendMessage } from './messages.jobs.js';
import {
  deleteOutboxTo,
  insertOutboxMessage,
  listOutboxFor,
  listOutboxPage,
  type NewOutboxMessage,
} from './outbox.repository.js';

/** Records a code message in the outbox and queues its delivery, inside the caller's transaction. */
export async function queueCodeMessage(
  tx: Queryable,
  {
    purpose,
    to,
    language,
    code,
    now,
  }: { purpose: CodePurpose; to: string; language: Language; code: string; now: Date },
): Promise<void> {
  const outboxId =
    purpose === 'phone_change'
      ? await insertOutboxMessage(tx, {
          channel: 'sms',
          to,
          subject: SMS_SUBJECT,
          text: codeSms(language, code),
          language,
          createdAt: now,
        })
      : await insertOutboxMessage(tx, {
          channel: 'email',
          to,
          language,
          createdAt: now,
          ...codeEmail(purpose, language, code),
        });
  // The job is due at the app clock's now, so a moved test clock and the runner agree.
  await enqueue(tx, sendMessage, { outboxId }, now);
}

/** An e-mail already written (a notification, say): stored in the outbox and queued in the caller's transaction. */
export async function queueEmail(
  tx: Queryable,
  message: Omit<NewOutboxMessage, 'channel' | 'createdAt'>,
  now: Date,
): Promise<void> {
  const outboxId = await insertOutboxMessage(tx, { ...message, channel: 'email', createdAt: now });
  await enqueue(tx, sendMessage, { outboxId }, now);
}

/** Demo mode's outbox view: the newest messages, optionally to one address or phone. */
export const listOutbox = (db: Queryable, to: string | undefined, limit: number) =>
  listOutboxFor(db, to, limit);

/** E-mail and SMS as sent (or stored, or failed), for the console's delivery log; never the bodies. */
export async function outboxForStaff(db: Queryable, limit: number, offset: number) {
  const rows = await listOutboxPage(db, limit, offset);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    status: row.status,
    error: row.lastError,
    at: row.updatedAt.toISOString(),
  }));
}

/**
 * A deleted account's e-mails and SMS: the outbox is kept by address, so the addresses are the
 * owner's to name. Messages still queued go too, in the deletion's transaction: nothing reaches a
 * customer after they deleted the account; their send jobs find no row and end.
 */
export const eraseMessagesTo = (db: Queryable, addresses: string[]): Promise<number> =>
  deleteOutboxTo(db, addresses);
