import type { PasskeyChallenge, passkeyLoginRequestSchema } from '@portal/contracts';
import { type AuthenticationResponseJSON, generateAuthenticationOptions } from '@simplewebauthn/server';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { finishLogin } from '../auth/finish-login.js';
import type { ClientInfo, StartedSession } from '../auth/session.service.js';
import {
  challengeRefused,
  counterWentBack,
  expiresAfterTtl,
  type PasskeyContext,
  refusePasskey,
  verifyAssertion,
} from './passkey-ceremony.js';
import {
  consumeWebauthnChallenge,
  findPasskeyOwner,
  insertWebauthnChallenge,
  lockCredentialByCredentialId,
  updateCredentialUse,
} from './passkeys.repository.js';
import { newChallengeId } from './second-factor.js';

// Signing in with a passkey: discoverable credentials, so no e-mail is asked; the passkey says
// whose it is. It proves possession and (user verification) the person, so it satisfies the second factor too.

type LoginInput = z.output<typeof passkeyLoginRequestSchema>;

/** Options for navigator.credentials.get() with no allowCredentials: the browser offers every passkey it has. */
export async function startPasskeyLogin(
  context: PasskeyContext,
  remember: boolean,
): Promise<PasskeyChallenge> {
  const { db, webauthn, now } = context;
  const options = await generateAuthenticationOptions({ rpID: webauthn.rpId, userVerification: 'required' });
  const id = newChallengeId();
  await insertWebauthnChallenge(db, {
    id,
    purpose: 'login',
    challenge: options.challenge,
    remember,
    expiresAt: expiresAfterTtl(now),
    createdAt: now,
  });
  return { challenge_id: id, options: options as unknown as Record<string, unknown> };
}

/**
 * The signed assertion gives the session. The challenge is used up first, whatever follows, so an answer can
 * never be tried twice; the credential's row lock orders two sign-ins with the same authenticator.
 */
export async function finishPasskeyLogin(
  context: PasskeyContext,
  input: LoginInput,
  client: ClientInfo,
): Promise<StartedSession> {
  const { db, webauthn, now } = context;
  const challenge = await consumeWebauthnChallenge(db, { id: input.challenge_id, purpose: 'login' }, now);
  if (!challenge || challenge.expiresAt <= now) throw challengeRefused();
  const response = input.response as unknown as AuthenticationResponseJSON;
  const userId = await db.transaction(async (tx) => {
    const credential = await lockCredentialByCredentialId(tx, response.id);
    const owner = credential ? await findPasskeyOwner(tx, credential.userId) : undefined;
    // A deleted account's passkeys are as good as unknown: its password login finds no account either.
    if (!credential || !owner || owner.deletedAt) throw refusePasskey('response', 'passkey_unknown');
    // The handle the authenticator stored at registration must be this credential owner's: a passkey of one
    // customer can never stand for another.
    if (!owner.webauthnHandle || response.response.userHandle !== owner.webauthnHandle) {
      throw refusePasskey('response', 'passkey_invalid');
    }
    const newCounter = await verifyAssertion(webauthn, response, challenge.challenge, credential);
    if (newCounter === null) throw refusePasskey('response', 'passkey_invalid');
    if (counterWentBack(credential.counter, newCounter)) {
      throw refusePasskey('response', 'passkey_counter_invalid');
    }
    // Said only after a valid signature, as the password login says it only after the right password.
    if (owner.blockedAt) throw new AppError('ACCOUNT_BLOCKED');
    await updateCredentialUse(tx, credential.id, Math.max(newCounter, credential.counter), now);
    return owner.id;
  });
  return finishLogin(db, userId, input.remember ?? challenge.remember, client, now);
}
