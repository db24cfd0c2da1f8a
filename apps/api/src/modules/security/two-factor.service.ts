import type {
  FieldErrorCode,
  PasskeyProof,
  RecoveryCodes,
  TotpSetup,
  TwoFactorStatus,
} from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { WebauthnConfig } from '../../config/webauthn-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { acceptTotp, newTotpSecret, totpUri } from '../../lib/totp.js';
import { notify } from '../notifications/notifications.service.js';
import { endSessionsOf } from './end-sessions.js';
import { assertPasswordOrPasskey, type ConfirmingOwner } from './passkey-confirmation.service.js';
import { CUSTOMER_TOTP_ISSUER, newRecoveryCodes, useSecondFactor } from './second-factor.js';
import { assertPassword } from './settings.service.js';
import {
  closeOpenResets,
  deleteTwoFactor,
  findOpenReset,
  findTotp,
  insertReset,
  listDueResetUsers,
  listUnusedRecoveryCodes,
  lockTotp,
  replaceRecoveryCodes,
  savePendingTotp,
  updateTotp,
} from './two-factor.repository.js';

// Turning the customer's second factor on and off. Either change ends the customer's other
// sessions and is told on every channel, as a password change is. Turning it on takes the password, or a passkey
// in its place: a second factor put on by whoever holds a session token would lock the owner out.

/** E-mail recovery turns 2FA off only this long after the code, so the owner has time to notice and object. */
export const TWO_FACTOR_RESET_DELAY_MS = 24 * 3600_000;

export interface TwoFactorContext {
  db: Database;
  box: SecretBox;
  webauthn: WebauthnConfig;
  /** The cost recovery codes are hashed at, as passwords are. */
  hashCost: PasswordHashConfig;
  now: Date;
}

/** The password, or a passkey's answer in its place. */
export type ConfirmationInput = { password?: string | undefined; passkey?: PasskeyProof | undefined };

const assertConfirmed = (context: TwoFactorContext, owner: ConfirmingOwner, input: ConfirmationInput) =>
  assertPasswordOrPasskey({ db: context.db, webauthn: context.webauthn, now: context.now }, owner, input);

const fieldError = (field: string, code: FieldErrorCode) =>
  new AppError('VALIDATION_FAILED', { fields: { [field]: [code] } });

export async function twoFactorStatus(db: Queryable, userId: number): Promise<TwoFactorStatus> {
  const totp = await findTotp(db, userId);
  const enabledAt = totp?.enabledAt ?? null;
  const reset = enabledAt ? await findOpenReset(db, userId) : undefined;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? (await listUnusedRecoveryCodes(db, userId)).length : 0,
    reset_at: reset?.effectiveAt.toISOString() ?? null,
  };
}

/** A new pending secret; asking again replaces a pending one, never an enabled one. */
export async function setUpTotp(
  context: TwoFactorContext,
  {
    user,
    sessionId,
    input,
  }: { user: { id: number; email: string }; sessionId: string; input: ConfirmationInput },
): Promise<TotpSetup> {
  await assertConfirmed(context, { userId: user.id, sessionId }, input);
  const secret = newTotpSecret();
  const saved = await savePendingTotp(context.db, user.id, context.box.seal(secret), context.now);
  if (!saved) throw fieldError('code', 'two_factor_already_enabled');
  return { secret, otpauth_url: totpUri(secret, user.email, CUSTOMER_TOTP_ISSUER) };
}

/** The first code proves the app has the secret; then 2FA is on and the ten recovery codes are shown once. */
export async function enableTotp(
  context: TwoFactorContext,
  owner: ConfirmingOwner & { sessionRowId: number },
  input: ConfirmationInput & { code: string },
): Promise<RecoveryCodes> {
  const { db, box, now } = context;
  const { userId, sessionRowId: currentSessionRowId } = owner;
  await assertConfirmed(context, owner, input);
  const { code } = input;
  // Hashed before the transaction: ten argon2 hashes take a while and need no lock.
  const codes = await newRecoveryCodes(context.hashCost);
  await db.transaction(async (tx) => {
    const totp = await lockTotp(tx, userId);
    if (!totp) throw fieldError('code', 'two_factor_not_set_up');
    if (totp.enabledAt) throw fieldError('code', 'two_factor_already_enabled');
    const step = await acceptTotp(box.open(totp.secretSealed), code, totp.lastTimeStep, now);
    if (step === null) throw fieldError('code', 'code_invalid');
    await updateTotp(tx, userId, { enabledAt: now, lastTimeStep: step });
    await replaceRecoveryCodes(tx, userId, codes.hashes, now);
    await endSessionsOf(tx, userId, now, currentSessionRowId);
    await notify(tx, { userId, kind: 'two_factor_enabled', params: {}, at: now });
  });
  return { recovery_codes: codes.shown };
}

/** Turning 2FA off takes the password and a code (TOTP or recovery), so neither alone is enough. */
export async function disableTotp(
  context: TwoFactorContext,
  {
    userId,
    currentSessionRowId,
    input,
  }: { userId: number; currentSessionRowId: number; input: { password: string; code: string } },
): Promise<void> {
  const { db, box, now } = context;
  await assertPassword({ db, secret: '', now }, { userId, password: input.password });
  await db.transaction(async (tx) => {
    if (!(await findTotp(tx, userId))?.enabledAt) throw fieldError('code', 'two_factor_not_enabled');
    if (!(await useSecondFactor(tx, box, userId, input.code, now))) throw fieldError('code', 'code_invalid');
    await turnOff(tx, userId, 'cancelledAt', now);
    await endSessionsOf(tx, userId, now, currentSessionRowId);
  });
}

/**
 * Ten new recovery codes in place of every old one, in one transaction: a code written down before is void the
 * moment the new ones are shown. Takes the password and a code, as turning 2FA off does (new codes are a second
 * factor of their own); the other sessions stay, since the factor itself did not change.
 */
export async function renewRecoveryCodes(
  context: TwoFactorContext,
  { userId, input }: { userId: number; input: { password: string; code: string } },
): Promise<RecoveryCodes> {
  const { db, box, now } = context;
  await assertPassword({ db, secret: '', now }, { userId, password: input.password });
  // Hashed before the transaction, as at enabling: ten argon2 hashes take a while and need no lock.
  const codes = await newRecoveryCodes(context.hashCost);
  await db.transaction(async (tx) => {
    if (!(await findTotp(tx, userId))?.enabledAt) throw fieldError('code', 'two_factor_not_enabled');
    if (!(await useSecondFactor(tx, box, userId, input.code, now))) throw fieldError('code', 'code_invalid');
    await replaceRecoveryCodes(tx, userId, codes.hashes, now);
    await notify(tx, { userId, kind: 'recovery_codes_renewed', params: {}, at: now });
  });
  return { recovery_codes: codes.shown };
}

async function turnOff(tx: Queryable, userId: number, resets: 'appliedAt' | 'cancelledAt', now: Date) {
  await deleteTwoFactor(tx, userId);
  await closeOpenResets(tx, userId, resets, now);
  await notify(tx, { userId, kind: 'two_factor_disabled', params: {}, at: now });
}

/**
 * Password recovery by e-mail for a customer with 2FA: the factor stays for 24 hours, and every channel says
 * when it goes. A second recovery within the wait does not move the time.
 */
export async function scheduleTwoFactorReset(tx: Queryable, userId: number, now: Date): Promise<void> {
  if (!(await findTotp(tx, userId))?.enabledAt || (await findOpenReset(tx, userId))) return;
  const effectiveAt = new Date(now.getTime() + TWO_FACTOR_RESET_DELAY_MS);
  await insertReset(tx, { userId, requestedAt: now, effectiveAt });
  await notify(tx, {
    userId,
    kind: 'two_factor_reset_scheduled',
    params: { expires_at: effectiveAt.toISOString() },
    at: now,
  });
}

/** The owner answered a login challenge with a code: they still have the factor, so a pending reset stops. */
export const cancelTwoFactorReset = (tx: Queryable, userId: number, now: Date) =>
  closeOpenResets(tx, userId, 'cancelledAt', now);

/** Applies the reset of one user if it is due; true when 2FA went off. */
export async function applyDueReset(db: Database, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTotp(tx, userId);
    const reset = await findOpenReset(tx, userId);
    if (!reset || reset.effectiveAt > now) return false;
    await turnOff(tx, userId, 'appliedAt', now);
    return true;
  });
}

/** The recurring job: every reset whose 24 hours are over turns 2FA off. */
export async function applyDueResets(db: Database, now: Date): Promise<void> {
  for (const userId of await listDueResetUsers(db, now, 100)) await applyDueReset(db, userId, now);
}
