import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@portal/contracts';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';
import type { Queryable } from '../../db/database.js';
import { randomCode } from '../../lib/random-code.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { acceptTotp } from '../../lib/totp.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { listUnusedRecoveryCodes, lockTotp, updateTotp, useRecoveryCode } from './two-factor.repository.js';

// Checking a customer's second factor: a TOTP code (each time step once) or one of the recovery codes (each once).

/** How customers' accounts are named in an authenticator app. */
export const CUSTOMER_TOTP_ISSUER = 'Portal';

/** A login challenge's id: random, never guessable, never the user's. */
export const newChallengeId = (): string => randomBytes(24).toString('base64url');

/** Ten codes shown as "abcde-fghij"; stored argon2-hashed without the hyphen, like passwords. */
export async function newRecoveryCodes(
  cost: PasswordHashConfig,
): Promise<{ shown: string[]; hashes: string[] }> {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomCode(10));
  const hashes = await Promise.all(plain.map((code) => hashPassword(cost, code)));
  return { shown: plain.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), hashes };
}

/**
 * Whether `code` is a good second factor for the user now, and if so uses it up. Call inside a transaction:
 * the TOTP row is locked, so a code raced by two requests passes once.
 */
export async function useSecondFactor(
  tx: Queryable,
  box: SecretBox,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const totp = await lockTotp(tx, userId);
  if (!totp?.enabledAt) return false;
  if (TOTP_CODE_PATTERN.test(code)) {
    const step = await acceptTotp(box.open(totp.secretSealed), code, totp.lastTimeStep, now);
    if (step === null) return false;
    await updateTotp(tx, userId, { lastTimeStep: step });
    return true;
  }
  const plain = code.replace('-', '');
  for (const row of await listUnusedRecoveryCodes(tx, userId)) {
    if (await verifyPassword(row.codeHash, plain)) return useRecoveryCode(tx, row.id, now);
  }
  return false;
}
