import { randomBytes } from 'node:crypto';
import type { AdminStaff, StaffRole } from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { acceptTotp, newTotpSecret, totpUri } from '../../lib/totp.js';
import { hashPassword } from '../auth/password.js';
import { endSupportSessionsOf } from '../auth/session.service.js';
import { createSessionToken, hashSessionToken } from '../auth/session-token.js';
import { auditedChange } from './audit.service.js';
import {
  endSessionsOfStaff,
  findStaffByEmail,
  findStaffByInviteToken,
  insertStaff,
  insertStaffSession,
  listStaff,
  lockStaff,
  type StaffRow,
  updateStaffMember,
} from './staff.repository.js';
import { STAFF_IDLE_MS, STAFF_TOTP_ISSUER } from './staff-auth.service.js';

// Staff managed by the owner in the console: invitations (a one-time link; the invitee sets a password and proves
// the authenticator with its first code), roles, disabling. An owner never changes or disables their own account.

/** How long an invitation link works. */
export const INVITATION_MS = 72 * 3600_000;

const stateOf = (row: StaffRow): AdminStaff['state'] =>
  row.disabledAt ? 'disabled' : row.activatedAt ? 'active' : 'invited';

export async function staffForConsole(db: Queryable): Promise<AdminStaff[]> {
  return (await listStaff(db)).map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    state: stateOf(row),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

export interface Actor {
  staffId: number;
  ipAddress: string;
  at: Date;
}

export async function inviteStaff(
  db: Database,
  { box, appUrl, hashCost }: { box: SecretBox; appUrl: string; hashCost: PasswordHashConfig },
  { actor, invitee }: { actor: Actor; invitee: { email: string; name: string; role: StaffRole } },
) {
  const token = createSessionToken();
  const expiresAt = new Date(actor.at.getTime() + INVITATION_MS);
  // Nobody knows this password: the account signs in only after the invitee sets their own.
  const passwordHash = await hashPassword(hashCost, randomBytes(32).toString('base64url'));
  return auditedChange(db, { ...actor, action: 'staff.invite' }, async (tx) => {
    if (await findStaffByEmail(tx, invitee.email)) {
      throw new AppError('VALIDATION_FAILED', { fields: { email: ['email_taken'] } });
    }
    const row = await insertStaff(tx, {
      email: invitee.email,
      name: invitee.name,
      role: invitee.role,
      passwordHash,
      totpSecretSealed: box.seal(newTotpSecret()),
      inviteTokenHash: hashSessionToken(token),
      inviteExpiresAt: expiresAt,
      createdAt: actor.at,
    });
    return {
      result: {
        id: row.id,
        invite_url: `${appUrl}/admin/invite#token=${token}`,
        expires_at: expiresAt.toISOString(),
      },
      after: {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        expires_at: expiresAt.toISOString(),
      },
    };
  });
}

async function openInvitation(db: Queryable, token: string, now: Date) {
  const row = await findStaffByInviteToken(db, hashSessionToken(token));
  if (!row || row.activatedAt || row.disabledAt || !row.inviteExpiresAt || row.inviteExpiresAt <= now) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

/** What the invitee needs to set up the authenticator: the link is the credential, so this answers only to it. */
export async function readInvitation(
  db: Queryable,
  box: SecretBox,
  { token, now }: { token: string; now: Date },
) {
  const row = await openInvitation(db, token, now);
  const secret = box.open(row.totpSecretSealed);
  return {
    email: row.email,
    name: row.name,
    otpauth_url: totpUri(secret, row.email, STAFF_TOTP_ISSUER),
    secret,
  };
}

/** Sets the password, checks the first TOTP code, activates the account and signs it in; the link is spent. */
export async function acceptInvitation(
  db: Database,
  { box, hashCost }: { box: SecretBox; hashCost: PasswordHashConfig },
  {
    input,
    client,
  }: {
    input: { token: string; password: string; code: string };
    client: { ipAddress: string; userAgent: string; now: Date };
  },
) {
  const found = await openInvitation(db, input.token, client.now);
  const passwordHash = await hashPassword(hashCost, input.password);
  const accessToken = createSessionToken();
  const invitee = {
    staffId: found.id,
    ipAddress: client.ipAddress,
    at: client.now,
    action: 'staff.activate',
  };
  await auditedChange(db, invitee, async (tx) => {
    const row = await lockStaff(tx, found.id);
    if (!row || row.activatedAt || row.inviteTokenHash !== found.inviteTokenHash)
      throw new AppError('NOT_FOUND');
    const step = await acceptTotp(box.open(row.totpSecretSealed), input.code, null, client.now);
    if (step === null) throw new AppError('VALIDATION_FAILED', { fields: { code: ['code_invalid'] } });
    await updateStaffMember(tx, row.id, {
      passwordHash,
      activatedAt: client.now,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      totpLastStep: step,
      lastLoginAt: client.now,
    });
    await insertStaffSession(tx, {
      staffId: row.id,
      tokenHash: hashSessionToken(accessToken),
      createdAt: client.now,
      lastActive: client.now,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent.slice(0, 512),
    });
    return { result: null, after: { id: row.id, email: row.email } };
  });
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: STAFF_IDLE_MS / 1000 };
}

/** Changes a colleague's role or disables them (their sessions end at once); never one's own account. */
export async function updateStaffByOwner(
  db: Database,
  actor: Actor,
  { id, change }: { id: number; change: { role: StaffRole; disabled: boolean } },
) {
  if (id === actor.staffId) throw new AppError('CONFLICT');
  await auditedChange(db, { ...actor, action: 'staff.update' }, async (tx) => {
    const row = await lockStaff(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const disabledAt = change.disabled ? (row.disabledAt ?? actor.at) : null;
    await updateStaffMember(tx, id, { role: change.role, disabledAt });
    // A disabled member's own sessions and the support sessions they opened end at once.
    const supportSessionsEnded = change.disabled ? await endSupportSessionsOf(tx, id, actor.at) : 0;
    if (change.disabled) await endSessionsOfStaff(tx, id, actor.at);
    return {
      result: null,
      before: { id, role: row.role, disabled: row.disabledAt !== null },
      after: {
        id,
        role: change.role,
        disabled: change.disabled,
        ...(change.disabled ? { support_sessions_ended: supportSessionsEnded } : {}),
      },
    };
  });
}
