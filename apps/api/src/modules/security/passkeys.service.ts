import {
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyChallenge,
  type passkeyRegisterRequestSchema,
} from '@portal/contracts';
import {
  type AuthenticatorTransport,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import { notify } from '../notifications/notifications.service.js';
import { endSessionsOf } from './end-sessions.js';
import {
  challengeRefused,
  newWebauthnHandle,
  PASSKEY_ALGORITHMS,
  type PasskeyContext,
  refusePasskey,
  storeOwnerChallenge,
  toPasskey,
} from './passkey-ceremony.js';
import {
  consumeWebauthnChallenge,
  countCredentials,
  deleteCredential,
  insertCredential,
  isCredentialRegistered,
  listCredentials,
  lockUserForPasskeys,
  renameCredential,
  setWebauthnHandle,
} from './passkeys.repository.js';
import { assertPassword } from './settings.service.js';

// Adding, naming, listing and removing a customer's passkeys. Adding one starts with the current
// password; the challenge then belongs to that customer and that session only, and is good once.

type RegisterInput = z.output<typeof passkeyRegisterRequestSchema>;
export interface PasskeyOwner {
  userId: number;
  /** sessions.session_id of the session asking. */
  sessionId: string;
  /** Its row id: adding or removing a passkey ends every other session, as turning TOTP on does. */
  sessionRowId: number;
}

const limitReached = () => refusePasskey('response', 'passkey_limit_reached');

export async function listPasskeys(context: PasskeyContext, userId: number): Promise<Passkey[]> {
  return (await listCredentials(context.db, userId)).map(toPasskey);
}

/** Step one: the password, then options for navigator.credentials.create() and the challenge to answer. */
export async function startPasskeyRegistration(
  context: PasskeyContext,
  owner: PasskeyOwner,
  password: string,
): Promise<PasskeyChallenge> {
  const { db, webauthn, now } = context;
  const user = await assertPassword({ db, secret: '', now }, { userId: owner.userId, password });
  return db.transaction(async (tx) => {
    const locked = await lockUserForPasskeys(tx, owner.userId);
    let handle = locked?.webauthnHandle;
    if (!handle) {
      handle = newWebauthnHandle();
      await setWebauthnHandle(tx, owner.userId, handle);
    }
    const existing = await listCredentials(tx, owner.userId);
    if (existing.length >= PASSKEYS_MAX) throw limitReached();
    const options = await generateRegistrationOptions({
      rpName: webauthn.rpName,
      rpID: webauthn.rpId,
      userName: user.email,
      userID: isoBase64URL.toBuffer(handle),
      userDisplayName: `${user.firstname} ${user.lastname}`.trim() || user.email,
      attestationType: 'none',
      // The authenticators already registered are refused by the browser itself, before any ceremony.
      excludeCredentials: existing.map((row) => ({
        id: row.credentialId,
        transports: row.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    const id = await storeOwnerChallenge(tx, 'register', options.challenge, owner, now);
    return { challenge_id: id, options: options as unknown as Record<string, unknown> };
  });
}

/** Step two: the browser's answer is verified and the passkey saved under the customer's name for it. */
export async function finishPasskeyRegistration(
  context: PasskeyContext,
  owner: PasskeyOwner,
  input: RegisterInput,
): Promise<Passkey> {
  const { db, webauthn, now } = context;
  const challenge = await consumeWebauthnChallenge(
    db,
    { id: input.challenge_id, purpose: 'register', userId: owner.userId, sessionId: owner.sessionId },
    now,
  );
  if (!challenge || challenge.expiresAt <= now) throw challengeRefused();
  const response = input.response as unknown as RegistrationResponseJSON;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw refusePasskey('response', 'passkey_invalid');
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;
  try {
    return await db.transaction(async (tx) => {
      await lockUserForPasskeys(tx, owner.userId);
      if ((await countCredentials(tx, owner.userId)) >= PASSKEYS_MAX) throw limitReached();
      if (await isCredentialRegistered(tx, credential.id)) throw refusePasskey('response', 'passkey_taken');
      const row = await insertCredential(tx, {
        credentialId: credential.id,
        userId: owner.userId,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: response.response.transports ?? credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        aaguid,
        name: input.name,
        createdAt: now,
      });
      // A factor changed: sessions opened before it end, so whoever else was signed in must sign in again.
      await endSessionsOf(tx, owner.userId, now, owner.sessionRowId);
      await notify(tx, {
        userId: owner.userId,
        kind: 'passkey_added',
        params: { passkey: input.name },
        at: now,
      });
      return toPasskey(row);
    });
  } catch (error) {
    // Two customers racing with one authenticator meet here, at the unique index.
    if (uniqueViolationOf(error) === 'webauthn_credentials_credential_id_unique') {
      throw refusePasskey('response', 'passkey_taken');
    }
    throw error;
  }
}

export async function renamePasskey(
  context: PasskeyContext,
  { userId, id, name }: { userId: number; id: number; name: string },
): Promise<Passkey> {
  const row = await renameCredential(context.db, userId, id, name);
  if (!row) throw new AppError('NOT_FOUND');
  return toPasskey(row);
}

/** Removing a passkey takes the password too: whoever holds an open session alone cannot lock the owner out. */
export async function removePasskey(
  context: PasskeyContext,
  owner: PasskeyOwner,
  { id, password }: { id: number; password: string },
): Promise<void> {
  const { db, now } = context;
  const { userId } = owner;
  await assertPassword({ db, secret: '', now }, { userId, password });
  await db.transaction(async (tx) => {
    const row = await deleteCredential(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND');
    await endSessionsOf(tx, userId, now, owner.sessionRowId);
    await notify(tx, { userId, kind: 'passkey_removed', params: { passkey: row.name }, at: now });
  });
}
