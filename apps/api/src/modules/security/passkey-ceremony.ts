import { randomBytes } from 'node:crypto';
import { type FieldErrorCode, PASSKEY_CHALLENGE_TTL_MS, type Passkey } from '@portal/contracts';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { WebauthnConfig } from '../../config/webauthn-config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { type CredentialRow, insertWebauthnChallenge } from './passkeys.repository.js';
import { newChallengeId } from './second-factor.js';

// What registering and signing in with a passkey share: the context, the challenge's life, the refusals.

export interface PasskeyContext {
  db: Database;
  webauthn: WebauthnConfig;
  now: Date;
}

/** ES256 and RS256 only: every platform authenticator speaks one of them, and browsers cannot verify ML-DSA yet. */
export const PASSKEY_ALGORITHMS = [-7, -257];

/** The WebAuthn user handle: 32 random bytes, so a passkey never carries the internal user id. */
export const newWebauthnHandle = (): string => randomBytes(32).toString('base64url');

export const refusePasskey = (field: 'challenge_id' | 'response', code: FieldErrorCode) =>
  new AppError('VALIDATION_FAILED', { fields: { [field]: [code] } });

export const challengeRefused = () => refusePasskey('challenge_id', 'passkey_challenge_invalid');

export const expiresAfterTtl = (now: Date) => new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS);

export const toPasskey = (row: CredentialRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  backed_up: row.backedUp,
  transports: row.transports,
});

/**
 * Checks a signed answer against the stored credential: the answer's new counter when the signature, the origin,
 * the relying party and user verification are right, else null. The stored counter is left to `counterWentBack`,
 * which each ceremony refuses with its own error.
 */
export async function verifyAssertion(
  webauthn: WebauthnConfig,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  credential: CredentialRow,
): Promise<number | null> {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpId,
    credential: {
      id: credential.credentialId,
      publicKey: isoBase64URL.toBuffer(credential.publicKey),
      counter: 0,
      transports: credential.transports as AuthenticatorTransport[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  return verification?.verified ? verification.authenticationInfo.newCounter : null;
}

/** Authenticators that count (most security keys) must count up; synced passkeys always send 0. */
export const counterWentBack = (stored: number, next: number): boolean =>
  next !== 0 && stored !== 0 && next <= stored;

/** Stores a challenge bound to the customer and their session (adding a passkey, confirming with one). */
export async function storeOwnerChallenge(
  db: Database,
  purpose: 'register' | 'confirm',
  challenge: string,
  owner: { userId: number; sessionId: string },
  now: Date,
): Promise<string> {
  const id = newChallengeId();
  await insertWebauthnChallenge(db, {
    id,
    purpose,
    challenge,
    userId: owner.userId,
    sessionId: owner.sessionId,
    expiresAt: expiresAfterTtl(now),
    createdAt: now,
  });
  return id;
}
