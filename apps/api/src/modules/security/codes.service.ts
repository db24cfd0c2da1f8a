import type { FieldErrorCode } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import {
  type CodePurpose,
  type CodeRow,
  countFailedAttempt,
  findLatestCode,
  insertCode,
  retireCodes,
  useCode,
} from './codes.repository.js';
import { createCode, createPublicId, hashCode, sameHash } from './verification-code.js';

// Verification codes (docs/product/account.md): 6 digits, hashed, 15 minutes, 5 wrong tries, one request a minute.
export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_FAILURES = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

/** Refuses a new code within a minute of the last one, with the seconds to wait. */
export function assertResendAllowed(latest: CodeRow | undefined, now: Date): void {
  if (!latest) return;
  const waitMs = latest.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

export interface IssuedCode {
  publicId: string;
  code: string;
}

/** Writes a new code (retiring the user's older ones); the caller sends it in the same transaction. */
export async function issueCode(
  tx: Queryable,
  secret: string,
  {
    purpose,
    userId,
    target,
    now,
    retireOthers = true,
  }: { purpose: CodePurpose; userId: number | null; target: string; now: Date; retireOthers?: boolean },
): Promise<IssuedCode> {
  if (userId !== null && retireOthers) await retireCodes(tx, purpose, userId, now);
  const code = createCode();
  const publicId = createPublicId();
  await insertCode(tx, {
    publicId,
    userId,
    purpose,
    target,
    codeHash: hashCode(secret, publicId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return { publicId, code };
}

const codeError = (code: FieldErrorCode) => new AppError('VALIDATION_FAILED', { fields: { code: [code] } });

/**
 * Checks a typed code against a stored one and uses it up when right. Wrong tries count, and the fifth
 * wrong try kills the code. A row without a user (recovery for an unknown e-mail) never matches.
 */
export async function consumeCode(
  db: Database,
  secret: string,
  { row, typed, now }: { row: CodeRow | undefined; typed: string; now: Date },
): Promise<CodeRow & { userId: number }> {
  if (!row || row.usedAt) throw codeError('code_invalid');
  if (row.failedAttempts >= CODE_MAX_FAILURES) throw codeError('code_attempts_exceeded');
  if (row.expiresAt.getTime() <= now.getTime()) throw codeError('code_expired');
  const matches = row.userId !== null && sameHash(row.codeHash, hashCode(secret, row.publicId, typed));
  if (!matches) {
    await countFailedAttempt(db, row.id);
    throw codeError('code_invalid');
  }
  if (!(await useCode(db, row.id, now))) throw codeError('code_invalid');
  return row as CodeRow & { userId: number };
}

export { findLatestCode };
