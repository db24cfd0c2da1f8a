import type {
  CodeSent,
  changeEmailRequestSchema,
  changeUsernameRequestSchema,
  Language,
  personalInfoRequestSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Queryable } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { queueCodeMessage } from '../messages/messages.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  assertResendAllowed,
  consumeCode,
  findLatestCode,
  issueCode,
  RESEND_COOLDOWN_SECONDS,
} from './codes.service.js';
import type { SecurityContext } from './email-verification.service.js';
import { endSessionsOf } from './end-sessions.js';
import { findUserById, isTakenByOther, updateUser } from './security.repository.js';

type ProfileUpdate =
  | z.output<typeof personalInfoRequestSchema>
  | z.output<typeof changeEmailRequestSchema>
  | z.output<typeof changeUsernameRequestSchema>;

const fieldError = (
  field: string,
  code: 'password_wrong' | 'email_taken' | 'email_change_needs_password' | 'phone_taken' | 'username_taken',
) => new AppError('VALIDATION_FAILED', { fields: { [field]: [code] } });

export const assertPassword = (
  context: SecurityContext,
  input: { userId: number; password: string; field?: string },
) => assertAccountPassword(context.db, input);

/** The customer's own password, or a 422 on `field` (password_wrong): asked before a destructive change. */
export async function assertAccountPassword(
  db: Queryable,
  { userId, password, field = 'password' }: { userId: number; password: string; field?: string },
) {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw fieldError(field, 'password_wrong');
  return user;
}

const FIELD_OF_CONSTRAINT: Record<
  string,
  ['email' | 'username' | 'phone_number', 'email_taken' | 'username_taken' | 'phone_taken']
> = {
  users_email_unique: ['email', 'email_taken'],
  users_username_unique: ['username', 'username_taken'],
  users_phone_number_unique: ['phone_number', 'phone_taken'],
};

/** Runs an update; a race past the uniqueness check meets the unique index and becomes a field error. */
async function withUniqueFields<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const mapped = FIELD_OF_CONSTRAINT[uniqueViolationOf(error) ?? ''];
    if (!mapped) throw error;
    throw fieldError(mapped[0], mapped[1]);
  }
}

/** Change password: the old one must be right; success ends every session, the current one too. */
export async function changePassword(
  context: SecurityContext & { hashCost: PasswordHashConfig },
  userId: number,
  input: { old_password: string; password: string },
): Promise<void> {
  await assertPassword(context, { userId, password: input.old_password, field: 'old_password' });
  const passwordHash = await hashPassword(context.hashCost, input.password);
  await context.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash }, context.now);
    await endSessionsOf(tx, userId, context.now);
    await notify(tx, { userId, kind: 'password_changed', params: {}, at: context.now });
  });
}

/** PUT /user/profile in its three shapes; a new e-mail must be verified again and gets a code. */
export async function updateProfile(
  context: SecurityContext,
  {
    user,
    input,
    language,
  }: { user: { id: number; email: string }; input: ProfileUpdate; language: Language },
): Promise<void> {
  const { db, now } = context;
  if ('username' in input) {
    if (await isTakenByOther(db, 'username', input.username, user.id))
      throw fieldError('username', 'username_taken');
    await withUniqueFields(() => updateUser(db, user.id, { username: input.username }, now));
    return;
  }
  const isEmailChanged = input.email !== user.email;
  // A stolen token must not be enough to take the account for good: a new address (where recovery codes go)
  // needs the current password, whichever shape carries it; the personal-info shape may only repeat it.
  if ('password' in input) await assertPassword(context, { userId: user.id, password: input.password });
  else if (isEmailChanged) throw fieldError('email', 'email_change_needs_password');
  if (await isTakenByOther(db, 'email', input.email, user.id)) throw fieldError('email', 'email_taken');
  const changes =
    'password' in input
      ? { email: input.email }
      : {
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          birthday: input.birthday,
          sex: input.sex,
        };
  await withUniqueFields(() =>
    db.transaction(async (tx) => {
      await updateUser(
        tx,
        user.id,
        { ...changes, ...(isEmailChanged ? { emailVerifiedAt: null } : {}) },
        now,
      );
      if (!isEmailChanged) return;
      const issued = await issueCode(tx, context.secret, {
        purpose: 'email_verify',
        userId: user.id,
        target: input.email,
        now,
      });
      await queueCodeMessage(tx, {
        purpose: 'email_verify',
        to: input.email,
        language,
        code: issued.code,
        now,
      });
      await notify(tx, {
        userId: user.id,
        kind: 'email_changed',
        params: { email: input.email, previous_email: user.email },
        at: now,
      });
    }),
  );
}

/** Phone change, step one: password checked, the new number free, an SMS code to the NEW number. */
export async function sendPhoneChangeCode(
  context: SecurityContext,
  {
    userId,
    input,
    language,
  }: { userId: number; input: { phone_number: string; password: string }; language: Language },
): Promise<CodeSent> {
  const { db, now } = context;
  await assertPassword(context, { userId, password: input.password });
  if (await isTakenByOther(db, 'phoneNumber', input.phone_number, userId)) {
    throw fieldError('phone_number', 'phone_taken');
  }
  assertResendAllowed(await findLatestCode(db, 'phone_change', { userId }), now);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { language }, now);
    const issued = await issueCode(tx, context.secret, {
      purpose: 'phone_change',
      userId,
      target: input.phone_number,
      now,
    });
    await queueCodeMessage(tx, {
      purpose: 'phone_change',
      to: input.phone_number,
      language,
      code: issued.code,
      now,
    });
  });
  return { resend_after: RESEND_COOLDOWN_SECONDS };
}

/** Step two: the code must be the one sent to this very number; then the number changes. */
export async function confirmPhoneChange(
  context: SecurityContext,
  userId: number,
  input: { phone_number: string; code: string },
): Promise<void> {
  const { db, now } = context;
  const latest = await findLatestCode(db, 'phone_change', { userId });
  const row = latest && latest.target === input.phone_number ? latest : undefined;
  await consumeCode(db, context.secret, { row, typed: input.code, now });
  await withUniqueFields(() => updateUser(db, userId, { phoneNumber: input.phone_number }, now));
}
