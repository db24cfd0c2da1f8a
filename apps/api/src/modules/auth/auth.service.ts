import type { Language, LoginAnswer, loginRequestSchema, registerRequestSchema } from '@portal/contracts';
import type { z } from 'zod';
import type { ModulePorts } from '../../composition/app-module.js';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Database } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { openAccount } from '../balance/balance.service.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { finishLogin } from './finish-login.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { endSession } from './session.repository.js';
import {
  type ClientInfo,
  type SessionWithUser,
  type StartedSession,
  startSession,
  tellSupportSessionEnded,
} from './session.service.js';
import { findCredentialsByEmail, findTakenContacts, insertUser, type NewUser } from './user.repository.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;

const FIELD_OF_CONSTRAINT: Record<string, 'email' | 'phone_number'> = {
  users_email_unique: 'email',
  users_phone_number_unique: 'phone_number',
};

/** How a registration through a referral link is recorded. */
export interface ReferralTerms {
  code: string | undefined;
  sharePercent: number;
  at: Date;
  /** The referrals module's recorder (a port: referrals sit above auth). */
  record: ModulePorts['recordReferral'];
}

/** Creates the user and their account in one transaction; duplicates become field errors. */
export async function createUser(db: Database, user: NewUser, referral?: ReferralTerms): Promise<number> {
  const taken = await findTakenContacts(db, user.email, user.phoneNumber);
  if (taken.isEmailTaken || taken.isPhoneTaken) {
    throw new AppError('VALIDATION_FAILED', {
      fields: {
        ...(taken.isEmailTaken ? { email: ['email_taken'] } : {}),
        ...(taken.isPhoneTaken ? { phone_number: ['phone_taken'] } : {}),
      },
    });
  }
  try {
    return await db.transaction(async (tx) => {
      const userId = await insertUser(tx, user);
      await openAccount(tx, userId);
      if (referral) {
        const { record, ...terms } = referral;
        await record(tx, { referredId: userId, ...terms });
      }
      return userId;
    });
  } catch (error) {
    // Two registrations racing past the check above meet here, at the unique index.
    const constraint = uniqueViolationOf(error);
    const field = constraint === null ? undefined : FIELD_OF_CONSTRAINT[constraint];
    if (!field) throw error;
    throw new AppError('VALIDATION_FAILED', {
      fields: { [field]: [field === 'email' ? 'email_taken' : 'phone_taken'] },
    });
  }
}

/** Registers a customer and logs them in at once (docs/product/account.md: registration is followed by auto-login). */
export async function registerCustomer(
  db: Database,
  referral: Omit<ReferralTerms, 'code'>,
  {
    input,
    language,
    client,
    hashCost,
  }: { input: RegisterInput; language: Language; client: ClientInfo; hashCost: PasswordHashConfig },
): Promise<StartedSession> {
  const userId = await createUser(
    db,
    {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      birthday: input.birthday,
      sex: input.sex,
      phoneNumber: input.phone_number,
      passwordHash: await hashPassword(hashCost, input.password),
      language,
    },
    { ...referral, code: input.referral_code },
  );
  // A fresh registration gets a remembered session, as the login form's "remember me" is on by default.
  return startSession(db, { userId, remember: true, client });
}

export interface LoginGuard {
  now: Date;
  /** The cost of the dummy hash an unknown login name is checked against: that of a real one. */
  hashCost: PasswordHashConfig;
  /**
   * Failed logins per login name (known or not). Its points are LOGIN_CAPTCHA_AFTER_FAILURES: once they are
   * used up the captcha is required too.
   */
  failures: Limiter;
  captchaAfterFailures: number;
  /** The security module's captcha check and second-factor challenge (ports: security sits above auth). */
  checkCaptcha: ModulePorts['checkCaptcha'];
  openLoginChallenge: ModulePorts['openLoginChallenge'];
}

/**
 * Logs in. After repeated failures for a login name (known or not, so it reveals nothing) the captcha is
 * required as well, until a login succeeds. With a second factor on, the right password only opens a challenge
 * that a code must answer (POST /user/auth/login/2fa); no token is given yet.
 */
export async function logIn(
  db: Database,
  guard: LoginGuard,
  { input, client }: { input: LoginInput; client: ClientInfo },
): Promise<LoginAnswer> {
  if ((await guard.failures.count(input.login)) >= guard.captchaAfterFailures) {
    if (!input.captcha_id || !input.captcha) {
      throw new AppError('CAPTCHA_REQUIRED', { fields: { captcha: ['required'] } });
    }
    try {
      await guard.checkCaptcha(db, { id: input.captcha_id, answer: input.captcha, now: guard.now });
    } catch {
      throw new AppError('CAPTCHA_REQUIRED', { fields: { captcha: ['captcha_invalid'] } });
    }
  }
  const credentials = await findCredentialsByEmail(db, input.login);
  const isValid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyAgainstDummy(guard.hashCost, input.password);
  if (!credentials || !isValid) {
    await guard.failures.consume(input.login);
    throw new AppError('INVALID_CREDENTIALS', { fields: { password: ['invalid_credentials'] } });
  }
  await guard.failures.reset(input.login);
  // Said only after the right password, so a stranger learns nothing about the account.
  if (credentials.blockedAt) throw new AppError('ACCOUNT_BLOCKED');
  const challenge = await guard.openLoginChallenge(db, {
    userId: credentials.id,
    remember: input.remember,
    now: guard.now,
  });
  if (challenge) return { two_factor_required: true, challenge_id: challenge };
  return finishLogin(db, credentials.id, input.remember, client, guard.now);
}

export async function logOut(db: Database, auth: SessionWithUser, now: Date = new Date()): Promise<void> {
  await endSession(db, auth.session.id, now);
  // The session's open event streams close.
  await publishLiveEvent(db, {
    userId: auth.user.id,
    kind: 'session',
    payload: { session_id: auth.session.sessionId, reason: 'logout' },
    at: now,
  });
  // Support ended its session: the customer hears it now rather than at the session's hard end.
  if (auth.session.supportStaffId !== null) await tellSupportSessionEnded(db, auth.session.sessionId, now);
}
