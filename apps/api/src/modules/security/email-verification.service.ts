import type { CodeSent, Language } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { queueCodeMessage } from '../messages/messages.service.js';
import {
  assertResendAllowed,
  consumeCode,
  findLatestCode,
  issueCode,
  RESEND_COOLDOWN_SECONDS,
} from './codes.service.js';
import { updateUser } from './security.repository.js';

export interface SecurityContext {
  db: Database;
  secret: string;
  now: Date;
}

/** Sends a verification code to the user's current e-mail; the code is bound to that address. */
export async function sendEmailVerificationCode(
  { db, secret, now }: SecurityContext,
  user: { id: number; email: string },
  language: Language,
): Promise<CodeSent> {
  assertResendAllowed(await findLatestCode(db, 'email_verify', { userId: user.id }), now);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { language }, now);
    const issued = await issueCode(tx, secret, {
      purpose: 'email_verify',
      userId: user.id,
      target: user.email,
      now,
    });
    await queueCodeMessage(tx, {
      purpose: 'email_verify',
      to: user.email,
      language,
      code: issued.code,
      now,
    });
  });
  return { resend_after: RESEND_COOLDOWN_SECONDS };
}

export async function confirmEmail(
  context: SecurityContext,
  user: { id: number; email: string },
  code: string,
): Promise<void> {
  const { db, secret, now } = context;
  const latest = await findLatestCode(db, 'email_verify', { userId: user.id });
  // A code sent to an address the user has since changed away from proves nothing about the new one.
  const row = latest && latest.target === user.email ? latest : undefined;
  await consumeCode(db, secret, { row, typed: code, now });
  await updateUser(db, user.id, { emailVerifiedAt: now }, now);
}
