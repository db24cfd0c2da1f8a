import { randomBytes } from 'node:crypto';
import type { FieldErrorCode, Passkey } from '@portal/contracts';
import type { WebauthnConfig } from '../../config/webauthn-config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { CredentialRow } from './passkeys.repository.js';

// What registering and signing in with a passkey share: the context, the challenge's life, the refusals.

export interface PasskeyContext {
  db: Database;
  webauthn: WebauthnConfig;
  now: Date;
}

/** A ceremony's challenge is good for five minutes, as a login challenge is. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

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
