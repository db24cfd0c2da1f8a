import type { Language } from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import { enqueue } from '../../jobs/job-runner.js';
import { hashPassword } from '../auth/password.js';
import { checkCaptcha } from './captcha.service.js';
import { findCodeByPublicId } from './codes.repository.js';
import {
  assertResendAllowed,
  consumeCode,
  findLatestCode,
  issueCode,
  RESEND_COOLDOWN_SECONDS,
} from './codes.service.js';
import type { SecurityContext } from './email-verification.service.js';
import { endSessionsOf } from './end-sessions.js';
import { sendRecoveryCode } from './security.jobs.js';
import { findUserIdByEmail, updateUser } from './security.repository.js';
import { scheduleTwoFactorReset } from './two-factor.service.js';

/**
 * Password recovery, step one. The answer is the same whether or not the e-mail has an account: unknown
 * e-mails get a code row without a user (never sent, never matching), so even the cooldown looks alike.
 */
export async function requestRecovery(
  context: SecurityContext,
  input: { email: string; captcha_id: string; captcha: string },
  language: Language,
): Promise<{ session_id: string; resend_after: number }> {
  const { db, secret, now } = context;
  await checkCaptcha(db, { id: input.captcha_id, answer: input.captcha, now });
  assertResendAllowed(await findLatestCode(db, 'password_reset', { target: input.email }), now);
  const userId = (await findUserIdByEmail(db, input.email)) ?? null;
  // The same statements for a known and an unknown e-mail: a code row (whose hash matches nothing yet) and a
  // job; what only an account gets (the real code, the e-mail) happens in the job, after this answer.
  const publicId = await db.transaction(async (tx) => {
    const placeholder = await issueCode(tx, secret, {
      purpose: 'password_reset',
      userId,
      target: input.email,
      now,
      retireOthers: false,
    });
    await enqueue(tx, sendRecoveryCode, { publicId: placeholder.publicId, language }, now);
    return placeholder.publicId;
  });
  // The same wait for every e-mail, so the verify step can show it without telling which e-mails exist.
  return { session_id: publicId, resend_after: RESEND_COOLDOWN_SECONDS };
}

/**
 * Step two: the code of that session sets the new password and ends every session of the user. A second factor
 * stays for 24 hours more (told on every channel): the mailbox alone must not open the account at once.
 */
export async function confirmRecovery(
  context: SecurityContext & { hashCost: PasswordHashConfig },
  input: { session_id: string; code: string; new_password: string },
): Promise<void> {
  const { db, secret, now } = context;
  const row = await findCodeByPublicId(db, 'password_reset', input.session_id);
  const used = await consumeCode(db, secret, { row, typed: input.code, now });
  const passwordHash = await hashPassword(context.hashCost, input.new_password);
  await db.transaction(async (tx) => {
    await updateUser(tx, used.userId, { passwordHash }, now);
    await endSessionsOf(tx, used.userId, now);
    await scheduleTwoFactorReset(tx, used.userId, now);
  });
}
