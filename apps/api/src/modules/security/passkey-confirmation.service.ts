import type { PasskeyChallenge, PasskeyProof } from '@portal/contracts';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
} from '@simplewebauthn/server';
import { AppError } from '../../errors/app-error.js';
import {
  counterWentBack,
  type PasskeyContext,
  storeOwnerChallenge,
  verifyAssertion,
} from './passkey-ceremony.js';
import {
  consumeWebauthnChallenge,
  listCredentials,
  lockCredentialByCredentialId,
  updateCredentialUse,
} from './passkeys.repository.js';
import { assertPassword } from './settings.service.js';

// Confirming a security change with a passkey instead of the password: the challenge belongs to
// this customer and this session, is good once, and only one of the customer's own passkeys can answer it.

export interface ConfirmingOwner {
  userId: number;
  /** sessions.session_id of the session asking. */
  sessionId: string;
}

/** Errors land on the body's `passkey` field, where the proof came. */
const refused = (code: 'passkey_challenge_invalid' | 'passkey_invalid' | 'passkey_unknown') =>
  new AppError('VALIDATION_FAILED', { fields: { passkey: [code] } });

/** Options for navigator.credentials.get() listing the customer's passkeys; none registered → passkey_unknown. */
export async function startPasskeyConfirmation(
  context: PasskeyContext,
  owner: ConfirmingOwner,
): Promise<PasskeyChallenge> {
  const { db, webauthn, now } = context;
  const credentials = await listCredentials(db, owner.userId);
  if (credentials.length === 0) throw refused('passkey_unknown');
  const options = await generateAuthenticationOptions({
    rpID: webauthn.rpId,
    userVerification: 'required',
    allowCredentials: credentials.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
  });
  const id = await storeOwnerChallenge(db, 'confirm', options.challenge, owner, now);
  return { challenge_id: id, options: options as unknown as Record<string, unknown> };
}

/** The signed answer must come from one of the customer's own passkeys, to a challenge of this session. */
async function assertPasskeyProof(context: PasskeyContext, owner: ConfirmingOwner, proof: PasskeyProof) {
  const { db, webauthn, now } = context;
  const challenge = await consumeWebauthnChallenge(
    db,
    { id: proof.challenge_id, purpose: 'confirm', userId: owner.userId, sessionId: owner.sessionId },
    now,
  );
  if (!challenge || challenge.expiresAt <= now) throw refused('passkey_challenge_invalid');
  const response = proof.response as unknown as AuthenticationResponseJSON;
  await db.transaction(async (tx) => {
    const credential = await lockCredentialByCredentialId(tx, response.id);
    // Another customer's passkey is as good as a forged answer here.
    if (!credential || credential.userId !== owner.userId) throw refused('passkey_invalid');
    const newCounter = await verifyAssertion(webauthn, response, challenge.challenge, credential);
    if (newCounter === null || counterWentBack(credential.counter, newCounter)) {
      throw refused('passkey_invalid');
    }
    await updateCredentialUse(tx, credential.id, Math.max(newCounter, credential.counter), now);
  });
}

/** The current password, or a passkey's answer in its place; with neither the password is `required`. */
export async function assertPasswordOrPasskey(
  context: PasskeyContext,
  owner: ConfirmingOwner,
  input: { password?: string | undefined; passkey?: PasskeyProof | undefined },
): Promise<void> {
  if (input.password !== undefined) {
    await assertPassword(
      { db: context.db, secret: '', now: context.now },
      { userId: owner.userId, password: input.password },
    );
    return;
  }
  if (input.passkey) return assertPasskeyProof(context, owner, input.passkey);
  throw new AppError('VALIDATION_FAILED', { fields: { password: ['required'] } });
}
