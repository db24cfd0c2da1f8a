import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { auditedChange } from './audit.service.js';
import { countRefusal } from './login-refusals.repository.js';
import { hasStaffSessionFrom, type StaffRow } from './staff.repository.js';

// Staff sign-in slows the guesser, never the owner. Each address has its own allowance of failures (a 429 past
// it). Failures are also counted per account across addresses; past that count the account is under attack: an
// attempt from an address the member has not signed in from must carry a solved captcha, and the owners are
// alerted (once an hour per account). Nothing locks the account: the right password and code (with the captcha
// where asked) always sign in. Every refusal is counted in one row per account (or held-back address) per
// window, which one audit entry shows with its count (login-refusals.repository.ts).

/** A sign-in from an address the member used within this long is the member's own, whatever the count. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;

export interface StaffLoginLimits {
  perAddress: Limiter;
  perAccount: Limiter;
  /** Failures of one account in a window after which unknown addresses need a captcha. */
  perAccountPoints: number;
  windowSeconds: number;
  /** The security module's captcha check (a port: it throws when the answer is wrong). */
  checkCaptcha(db: Database, answer: { id: string; answer: string; now: Date }): Promise<void>;
  /** Tells the owners an account is under attack (a port to the alerts module: e-mail and staff chat). */
  alertAttack(
    db: Database,
    attack: { staff: StaffRow; failures: number; minutes: number; ip: string; now: Date },
  ): Promise<void>;
}

export type StaffLoginFailure =
  | 'unknown_email'
  | 'password'
  | 'code'
  | 'disabled'
  | 'captcha'
  | 'address_limit';

export interface Attempt {
  email: string;
  ipAddress: string;
  now: Date;
  captcha?: { id: string; answer: string } | undefined;
}

const windowStartOf = (limits: StaffLoginLimits, now: Date) => {
  const windowMs = limits.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/**
 * Counts a refusal in its subject's row for the window; the first of a window writes the one audit entry that
 * stands for all of them (the audit log is append-only, so the count lives in the row it points to).
 */
async function summariseRefusal(
  db: Database,
  limits: StaffLoginLimits,
  refusal: { attempt: Attempt; subject: string; staff: StaffRow | undefined; reason: StaffLoginFailure },
) {
  const { attempt, staff, reason } = refusal;
  const windowStart = windowStartOf(limits, attempt.now);
  const actor = { staffId: staff?.id ?? null, ipAddress: attempt.ipAddress, at: attempt.now };
  await auditedChange(db, { ...actor, action: 'staff.login-failed' }, async (tx) => {
    const row = await countRefusal(tx, {
      subject: refusal.subject,
      windowStart,
      staffId: staff?.id ?? null,
      reason,
      ipAddress: attempt.ipAddress,
      at: attempt.now,
    });
    // A repeat in the window only counts: the window's first refusal wrote the row that stands for it.
    if (row.count !== 1) return { result: null, after: null, audited: false };
    return {
      result: null,
      after: {
        email: attempt.email,
        subject: refusal.subject,
        reason,
        summary_id: row.id,
        window_start: windowStart.toISOString(),
      },
    };
  });
}

const rateLimited = (retryAfterSeconds: number) => new AppError('RATE_LIMITED', { retryAfterSeconds });

/** Counts the attempt against its address; past the address's allowance it is refused (and summarised). */
export async function checkAddressLimit(db: Database, limits: StaffLoginLimits, attempt: Attempt) {
  const outcome = await limits.perAddress.consume(attempt.ipAddress);
  if (outcome.allowed) return;
  await summariseRefusal(db, limits, {
    attempt,
    subject: `address:${attempt.ipAddress}`,
    staff: undefined,
    reason: 'address_limit',
  });
  throw rateLimited(outcome.retryAfterSeconds);
}

/**
 * Under attack (the account's failures reached the count, member or not, so the answer says nothing of which
 * e-mails exist), an address the member has not signed in from must carry a solved captcha.
 */
export async function checkAccountGuard(
  db: Database,
  limits: StaffLoginLimits,
  attempt: Attempt,
  staff: StaffRow | undefined,
) {
  if ((await limits.perAccount.count(attempt.email)) < limits.perAccountPoints) return;
  const since = new Date(attempt.now.getTime() - KNOWN_ADDRESS_MS);
  if (staff && (await hasStaffSessionFrom(db, staff.id, attempt.ipAddress, since))) return;
  const captcha = attempt.captcha;
  try {
    if (!captcha) throw new AppError('CAPTCHA_REQUIRED', { fields: { captcha: ['required'] } });
    await limits.checkCaptcha(db, { ...captcha, now: attempt.now }).catch(() => {
      throw new AppError('CAPTCHA_REQUIRED', { fields: { captcha: ['captcha_invalid'] } });
    });
  } catch (error) {
    await summariseRefusal(db, limits, {
      attempt,
      subject: `account:${attempt.email}`,
      staff,
      reason: 'captcha',
    });
    throw error;
  }
}

/** A wrong password or code: counted for the account and summarised; the count's first crossing alerts. */
export async function recordFailure(
  db: Database,
  limits: StaffLoginLimits,
  failure: { attempt: Attempt; staff: StaffRow | undefined; reason: StaffLoginFailure },
) {
  const { attempt, staff } = failure;
  const outcome = await limits.perAccount.consume(attempt.email);
  await summariseRefusal(db, limits, { ...failure, subject: `account:${attempt.email}` });
  if (staff && outcome.count === limits.perAccountPoints) {
    await limits.alertAttack(db, {
      staff,
      failures: outcome.count,
      minutes: Math.round(limits.windowSeconds / 60),
      ip: attempt.ipAddress,
      now: attempt.now,
    });
  }
}

/** A sign-in passed: its address's attempt is given back (the account's failures stay: they were not the owner's). */
export async function forgiveAttempt(limits: StaffLoginLimits, attempt: Attempt) {
  await limits.perAddress.reward(attempt.ipAddress);
}
