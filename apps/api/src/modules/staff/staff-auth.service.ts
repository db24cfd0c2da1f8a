import { ROLE_PERMISSIONS, type StaffLoginRequest, type StaffMe, type StaffRole } from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { derivedSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { acceptTotp, newTotpSecret, totpUri } from '../../lib/totp.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import { createSessionToken, hashSessionToken } from '../auth/session-token.js';
import { auditedChange } from './audit.service.js';
import {
  endStaffSession,
  findOpenStaffSession,
  findStaffByEmail,
  insertStaff,
  insertStaffSession,
  lockStaff,
  recordStaffLogin,
  type StaffRow,
  type StaffSessionRow,
  touchStaffSession,
} from './staff.repository.js';
import {
  type Attempt,
  checkAccountGuard,
  checkAddressLimit,
  forgiveAttempt,
  recordFailure,
  type StaffLoginLimits,
} from './staff-login-guard.js';

/** A staff session ends after this long without a request, and in any case after STAFF_SESSION_MAX_MS. */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 3600_000;
const TOUCH_INTERVAL_MS = 60_000;

/** How the console's accounts are named in an authenticator app. */
export const STAFF_TOTP_ISSUER = 'Portal console';

/** TOTP secrets are sealed with a key of their own, derived from the key that seals the other secrets at rest. */
export const staffSecretBox = (secretKey: Buffer): SecretBox =>
  derivedSecretBox(secretKey, 'staff-totp-secrets');

export interface StaffAuth {
  staff: StaffRow;
  session: StaffSessionRow;
}

export const staffMe = (staff: StaffRow): StaffMe => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  permissions: [...ROLE_PERMISSIONS[staff.role]],
});

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** A fixed secret (demo mode's seeded staff); otherwise a new random one. */
  totpSecret?: string;
}

/** Creates a staff account with its TOTP secret; answers the secret and its otpauth:// URL once. */
export async function createStaff(
  db: Database,
  { box, hashCost }: { box: SecretBox; hashCost: PasswordHashConfig },
  {
    member,
    actor,
  }: { member: NewStaffMember; actor: { staffId: number | null; ipAddress: string | null; at: Date } },
) {
  const secret = member.totpSecret ?? newTotpSecret();
  const passwordHash = await hashPassword(hashCost, member.password);
  return auditedChange(db, { ...actor, action: 'staff.create' }, async (tx) => {
    if (await findStaffByEmail(tx, member.email)) {
      throw new AppError('VALIDATION_FAILED', { fields: { email: ['email_taken'] } });
    }
    const staff = await insertStaff(tx, {
      email: member.email,
      name: member.name,
      role: member.role,
      passwordHash,
      totpSecretSealed: box.seal(secret),
      activatedAt: actor.at,
      createdAt: actor.at,
    });
    return {
      result: { staff, secret, otpauthUrl: totpUri(secret, staff.email, STAFF_TOTP_ISSUER) },
      after: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
    };
  });
}

export interface StaffLoginContext {
  box: SecretBox;
  /** The cost of the dummy hash an unknown e-mail is checked against: that of a real one. */
  hashCost: PasswordHashConfig;
  limits: StaffLoginLimits;
  ipAddress: string;
  userAgent: string;
  now: Date;
}

const refused = () => new AppError('INVALID_CREDENTIALS', { fields: { code: ['invalid_credentials'] } });

/**
 * Password and TOTP code together, so a wrong answer never says which of the two was wrong. Failures are limited
 * per address, and past a count per account an unknown address must solve a captcha too (staff-login-guard.ts);
 * the right password and code always sign in. Every refusal is counted and audited.
 */
export async function logInStaff(db: Database, body: StaffLoginRequest, context: StaffLoginContext) {
  const attempt: Attempt = {
    email: body.email,
    ipAddress: context.ipAddress,
    now: context.now,
    captcha: body.captcha_id && body.captcha ? { id: body.captcha_id, answer: body.captcha } : undefined,
  };
  await checkAddressLimit(db, context.limits, attempt);
  const found = await findStaffByEmail(db, body.email);
  await checkAccountGuard(db, context.limits, attempt, found);
  const passwordOk = found
    ? await verifyPassword(found.passwordHash, body.password)
    : await verifyAgainstDummy(context.hashCost, body.password);
  if (!found || !passwordOk || found.disabledAt || !found.activatedAt) {
    const reason = !found ? 'unknown_email' : !passwordOk ? 'password' : 'disabled';
    await recordFailure(db, context.limits, { attempt, staff: found, reason });
    throw refused();
  }
  const token = createSessionToken();
  const client = { staffId: found.id, ipAddress: context.ipAddress, at: context.now, action: 'staff.login' };
  const started = await auditedChange(db, client, async (tx) => {
    // Under the row lock two logins with the same code cannot both pass the replay check.
    const staff = await lockStaff(tx, found.id);
    if (!staff) return { result: null, after: null, audited: false };
    const step = await acceptTotp(
      context.box.open(staff.totpSecretSealed),
      body.code,
      staff.totpLastStep,
      context.now,
    );
    if (step === null) return { result: null, after: null, audited: false };
    await recordStaffLogin(tx, staff.id, step, context.now);
    await insertStaffSession(tx, {
      staffId: staff.id,
      tokenHash: hashSessionToken(token),
      createdAt: context.now,
      lastActive: context.now,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent.slice(0, 512),
    });
    return { result: staff, after: null };
  });
  if (!started) {
    await recordFailure(db, context.limits, { attempt, staff: found, reason: 'code' });
    throw refused();
  }
  await forgiveAttempt(context.limits, attempt);
  return { access_token: token, token_type: 'Bearer' as const, expires_in: STAFF_IDLE_MS / 1000 };
}

/** The live staff session of a bearer token, or null: unknown, ended, idle too long, too old or disabled. */
export async function authenticateStaffToken(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffAuth | null> {
  const found = await findOpenStaffSession(db, hashSessionToken(token));
  if (!found || found.staff.disabledAt) return null;
  const nowMs = now.getTime();
  if (nowMs - found.session.lastActive.getTime() > STAFF_IDLE_MS) return null;
  if (nowMs - found.session.createdAt.getTime() > STAFF_SESSION_MAX_MS) return null;
  if (nowMs - found.session.lastActive.getTime() >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(db, found.session.id, now);
  }
  return found;
}

export async function logOutStaff(
  db: Database,
  auth: StaffAuth,
  { ipAddress, now }: { ipAddress: string; now: Date },
) {
  await auditedChange(
    db,
    { staffId: auth.staff.id, ipAddress, at: now, action: 'staff.logout' },
    async (tx) => {
      await endStaffSession(tx, auth.session.id, now);
      return { result: null, after: null };
    },
  );
}
