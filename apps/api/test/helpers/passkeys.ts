import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { passkeyPaths } from '@portal/contracts';
import { cose, isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// A software authenticator: what a phone's or a security key's passkey does, in node:crypto, so API tests run
// real WebAuthn ceremonies against @simplewebauthn/server. P-256 (ES256), 'none' attestation.

/** The relying party the test app is configured for. */
export const TEST_RP_ID = 'portal.test';
export const TEST_ORIGIN = 'https://portal.test';
export const WEBAUTHN_TEST_ENV = { WEBAUTHN_RP_ID: TEST_RP_ID, WEBAUTHN_ORIGINS: TEST_ORIGIN };

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes);
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

interface CeremonyOptions {
  challenge: string;
  user?: { id: string };
}

export interface AuthenticatorSettings {
  /** Clear the user-verified flag (a tap without PIN or biometrics). */
  userVerified?: boolean;
  /** A synced passkey: backup-eligible and backed up. */
  synced?: boolean;
  origin?: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle stored with the credential at registration (a discoverable credential keeps it). */
  userHandle: string | undefined;
  counter: number;

  constructor(options: { counter?: number } = {}) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.counter = options.counter ?? 0;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Uint8Array<ArrayBuffer> {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x ?? '')],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    return isoCBOR.encode(key);
  }

  private flags(settings: AuthenticatorSettings, extra: number): number {
    let flags = FLAG_UP | extra;
    if (settings.userVerified !== false) flags |= FLAG_UV;
    if (settings.synced) flags |= FLAG_BE | FLAG_BS;
    return flags;
  }

  private clientData(
    type: string,
    challenge: string,
    settings: AuthenticatorSettings,
  ): Uint8Array<ArrayBuffer> {
    const json = JSON.stringify({
      type,
      challenge,
      origin: settings.origin ?? TEST_ORIGIN,
      crossOrigin: false,
    });
    return isoUint8Array.fromUTF8String(json);
  }

  /** navigator.credentials.create(): the RegistrationResponseJSON a browser would send. */
  register(options: CeremonyOptions, settings: AuthenticatorSettings = {}) {
    this.userHandle = options.user?.id;
    const credentialIdLength = new Uint8Array([
      this.credentialId.length >> 8,
      this.credentialId.length & 0xff,
    ]);
    const authData = isoUint8Array.concat([
      sha256(isoUint8Array.fromUTF8String(settings.rpId ?? TEST_RP_ID)),
      new Uint8Array([this.flags(settings, FLAG_AT)]),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: all zeros, as 'none' attestation authenticators send
      credentialIdLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array<ArrayBuffer> | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, settings)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * navigator.credentials.get(): an AuthenticationResponseJSON signed with the private key. The counter moves
   * on by one first unless `counter` says what to send.
   */
  assert(
    options: CeremonyOptions,
    settings: AuthenticatorSettings & { counter?: number; userHandle?: string } = {},
  ) {
    if (settings.counter !== undefined) this.counter = settings.counter;
    else if (this.counter > 0) this.counter += 1;
    const authData = isoUint8Array.concat([
      sha256(isoUint8Array.fromUTF8String(settings.rpId ?? TEST_RP_ID)),
      new Uint8Array([this.flags(settings, 0)]),
      uint32(this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, settings);
    const signature = sign(
      'sha256',
      isoUint8Array.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    const userHandle = settings.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        ...(userHandle ? { userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}

export const passkeyCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

export async function registrationOptions(app: FastifyInstance, token: string, password: string) {
  const response = await passkeyCall(app, 'POST', passkeyPaths.registerOptions, token, { password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { challenge_id: string; options: CeremonyOptions & Record<string, unknown> };
}

/** Adds a passkey as the security screen does: password, ceremony, name. Answers the saved passkey. */
export async function addPasskey(
  app: FastifyInstance,
  customer: { token: string; password: string },
  authenticator: SoftwareAuthenticator,
  name = 'Phone',
  settings: AuthenticatorSettings = {},
) {
  const { challenge_id, options } = await registrationOptions(app, customer.token, customer.password);
  const response = await passkeyCall(app, 'POST', passkeyPaths.list, customer.token, {
    challenge_id,
    name,
    response: authenticator.register(options, settings),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; name: string };
}

export async function loginOptions(app: FastifyInstance, remember = false) {
  const response = await passkeyCall(app, 'POST', passkeyPaths.loginOptions, null, { remember });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { challenge_id: string; options: CeremonyOptions & Record<string, unknown> };
}

export const passkeyLogin = (app: FastifyInstance, challengeId: string, response: object) =>
  passkeyCall(app, 'POST', passkeyPaths.login, null, { challenge_id: challengeId, response });
