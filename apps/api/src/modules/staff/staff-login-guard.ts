import { DEFAULT_LANGUAGE } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { translate } from '../../i18n/i18n.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import { queueEmail } from '../messages/messages.service.js';
import { recordAudit } from './audit.service.js';
import { hasStaffSessionFrom, listStaff, type StaffRow } from './staff.repository.js';

// The limits on staff sign-in: failures per address, and failures per account across addresses
// (wrong passwords and wrong codes alike). Both are waits, never a lock: past the account's limit, sign-in is
// paused for the window except from an address the member signed in from before, so a stranger guessing from
// many addresses cannot keep the real member out; the member and the owners get an e-mail when the pause
// starts. Every failed sign-in is in the audit log with its address.

/** A sign-in from an address the member used within this long is the member's own, whatever the count. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000;

export interface StaffLoginLimits {
  perAddress: Limiter;
  perAddressPoints: number;
  perAccount: Limiter;
  perAccountPoints: number;
  windowSeconds: number;
}

export type StaffLoginFailure =
  | 'unknown_email'
  | 'password'
  | 'code'
  | 'disabled'
  | 'address_limit'
  | 'account_limit';

export interface Attempt {
  email: string;
  ipAddress: string;
  now: Date;
}

/** One audit row per failed sign-in: who it was for (when the e-mail is a member's), why, and from where. */
export const auditStaffLoginFailure = (
  db: Queryable,
  attempt: Attempt,
  staff: StaffRow | undefined,
  reason: StaffLoginFailure,
) =>
  recordAudit(db, {
    staffId: staff?.id ?? null,
    customerId: null,
    action: 'staff.login-failed',
    before: null,
    after: { email: attempt.email, reason },
    ipAddress: attempt.ipAddress,
    at: attempt.now,
  });

const rateLimited = (retryAfterSeconds: number) => new AppError('RATE_LIMITED', { retryAfterSeconds });

/** Counts the attempt per address; past the limit it is refused (the first refusal of a window is audited). */
export async function checkAddressLimit(db: Database, limits: StaffLoginLimits, attempt: Attempt) {
  const outcome = await limits.perAddress.consume(attempt.ipAddress);
  if (outcome.allowed) return;
  if (outcome.count === limits.perAddressPoints + 1) {
    await auditStaffLoginFailure(db, attempt, undefined, 'address_limit');
  }
  throw rateLimited(outcome.retryAfterSeconds);
}

/**
 * Counts the attempt for the account (its e-mail, member or not, so the answer says nothing of which exist);
 * past the limit it is refused unless it comes from an address the member signed in from before. The first
 * refusal of a window is audited and tells the member and the owners.
 */
export async function checkAccountLimit(
  db: Database,
  limits: StaffLoginLimits,
  attempt: Attempt,
  staff: StaffRow | undefined,
) {
  const outcome = await limits.perAccount.consume(attempt.email);
  if (outcome.allowed) return;
  const since = new Date(attempt.now.getTime() - KNOWN_ADDRESS_MS);
  if (staff && (await hasStaffSessionFrom(db, staff.id, attempt.ipAddress, since))) return;
  if (outcome.count === limits.perAccountPoints + 1) {
    await db.transaction(async (tx) => {
      await auditStaffLoginFailure(tx, attempt, staff, 'account_limit');
      if (staff) await tellOfPause(tx, staff, attempt, limits);
    });
  }
  throw rateLimited(outcome.retryAfterSeconds);
}

/** A sign-in passed: its attempts are given back, so only failures count. */
export async function forgiveAttempt(limits: StaffLoginLimits, attempt: Attempt) {
  await limits.perAddress.reward(attempt.ipAddress);
  await limits.perAccount.reward(attempt.email);
}

/** The e-mail to the member and every active owner: the account's sign-in is paused, and from where. */
async function tellOfPause(tx: Queryable, staff: StaffRow, attempt: Attempt, limits: StaffLoginLimits) {
  const owners = (await listStaff(tx)).filter(
    (row) => row.role === 'owner' && row.disabledAt === null && row.activatedAt !== null,
  );
  const recipients = [...new Set([staff.email, ...owners.map((owner) => owner.email)])];
  const language = DEFAULT_LANGUAGE;
  const values = {
    name: staff.name,
    email: staff.email,
    failures: limits.perAccountPoints,
    minutes: Math.round(limits.windowSeconds / 60),
    ip: attempt.ipAddress,
  };
  const subject = translate(language, 'messages:staff_login_paused.subject', values);
  const text = translate(language, 'messages:staff_login_paused.text', values);
  for (const to of recipients) {
    await queueEmail(tx, { to, subject, text: `${text}\n`, html: null, language }, attempt.now);
  }
}
