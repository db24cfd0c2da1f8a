import type { FieldErrorCode } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { finishLogin } from '../auth/finish-login.js';
import type { ClientInfo, StartedSession } from '../auth/session.service.js';
import { newChallengeId, useSecondFactor } from './second-factor.js';
import { findUserById } from './security.repository.js';
import { findTotp, insertChallenge, lockChallenge, updateChallenge } from './two-factor.repository.js';
import { applyDueReset, cancelTwoFactorReset } from './two-factor.service.js';

// The login's second step: a right password with 2FA on opens a challenge; a code answers it once.

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** After the right password: the challenge id when the customer has 2FA on, null when the login may finish. */
export async function openLoginChallenge(
  db: Database,
  { userId, remember, now }: { userId: number; remember: boolean; now: Date },
): Promise<string | null> {
  if (!(await findTotp(db, userId))?.enabledAt) return null;
  // A reset whose 24 hours are over applies here too, should the job not have run yet.
  if (await applyDueReset(db, userId, now)) return null;
  const id = newChallengeId();
  await insertChallenge(db, {
    id,
    userId,
    remember,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
  return id;
}

const refuse = (field: 'challenge_id' | 'code', code: FieldErrorCode) =>
  new AppError('VALIDATION_FAILED', { fields: { [field]: [code] } });

/** Answers a challenge with a TOTP or recovery code; five wrong codes end it. Gives the login's session. */
export async function answerLoginChallenge(
  db: Database,
  box: SecretBox,
  { input, client, now }: { input: { challenge_id: string; code: string }; client: ClientInfo; now: Date },
): Promise<StartedSession> {
  // Decided inside the transaction, thrown after it, so a wrong code's counted attempt is kept.
  const outcome = await db.transaction(async (tx) => {
    const challenge = await lockChallenge(tx, input.challenge_id);
    if (!challenge || challenge.consumedAt) return refuse('challenge_id', 'challenge_invalid');
    if (challenge.expiresAt <= now) return refuse('challenge_id', 'code_expired');
    if (!(await useSecondFactor(tx, box, challenge.userId, input.code, now))) {
      const attempts = challenge.attempts + 1;
      const isLast = attempts >= CHALLENGE_MAX_ATTEMPTS;
      await updateChallenge(tx, challenge.id, { attempts, ...(isLast ? { consumedAt: now } : {}) });
      return isLast ? refuse('challenge_id', 'code_attempts_exceeded') : refuse('code', 'code_invalid');
    }
    await updateChallenge(tx, challenge.id, { consumedAt: now });
    await cancelTwoFactorReset(tx, challenge.userId, now);
    return challenge;
  });
  if (outcome instanceof AppError) throw outcome;
  const user = await findUserById(db, outcome.userId);
  if (!user || user.blockedAt) throw new AppError('ACCOUNT_BLOCKED');
  return finishLogin(db, outcome.userId, outcome.remember, client, now);
}
