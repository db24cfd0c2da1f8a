import { z } from 'zod';
import { LIMITS } from './constants.js';

// Passkeys: request and answer schemas for adding, naming, listing and removing passkeys and
// for signing in with one. The WebAuthn JSON itself is checked by @simplewebauthn/server; here only its outline.

export const passkeyNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' });
export type PasskeyName = z.infer<typeof passkeyNameSchema>;

/** A server-issued challenge id (base64url, 32 characters), bounded so that junk is a field error. */
const challengeIdSchema = z
  .string({ error: 'passkey_challenge_invalid' })
  .min(1, { error: 'passkey_challenge_invalid' })
  .max(64, { error: 'passkey_challenge_invalid' });

const passwordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(LIMITS.passwordMax, { error: 'too_long' });

/** A base64url field of the browser's credential JSON; long enough for any real authenticator's output. */
const base64UrlField = (max: number) =>
  z
    .string({ error: 'passkey_invalid' })
    .max(max, { error: 'passkey_invalid' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'passkey_invalid' });

const credentialOutline = {
  id: base64UrlField(1366).min(1, { error: 'passkey_invalid' }),
  rawId: base64UrlField(1366),
  type: z.literal('public-key', { error: 'passkey_invalid' }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** navigator.credentials.create()'s answer as @simplewebauthn/browser's startRegistration gives it. */
export const passkeyRegistrationResponseSchema = z.looseObject({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64UrlField(8192),
    attestationObject: base64UrlField(65_536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** navigator.credentials.get()'s answer as startAuthentication gives it. */
export const passkeyAuthenticationResponseSchema = z.looseObject({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: base64UrlField(8192),
    authenticatorData: base64UrlField(8192),
    signature: base64UrlField(2048),
    userHandle: base64UrlField(128).optional(),
  }),
});

/** Adding a passkey starts with the current password, as every change of a sign-in factor does. */
export const passkeyOptionsRequestSchema = z.object({ password: passwordSchema });
export type PasskeyOptionsRequest = z.input<typeof passkeyOptionsRequestSchema>;

// The challenge and its lifetime are read by /login as soon as it paints: they are in zod/mini (sign-in-answers.ts).
export {
  PASSKEY_CHALLENGE_TTL_MS,
  type PasskeyChallenge,
  passkeyChallengeSchema,
} from './sign-in-answers.js';

export const passkeyRegisterRequestSchema = z.object({
  challenge_id: challengeIdSchema,
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** 'multiDevice': synced between the customer's devices (iCloud Keychain, Google Password Manager). */
  device_type: z.enum(['singleDevice', 'multiDevice']),
  backed_up: z.boolean(),
  transports: z.array(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

export const passkeyRemoveRequestSchema = z.object({ password: passwordSchema });
export type PasskeyRemoveRequest = z.input<typeof passkeyRemoveRequestSchema>;

export const passkeyLoginOptionsRequestSchema = z.object({
  /** "Remember me", carried to the session the sign-in opens. */
  remember: z.boolean().default(false),
});
export type PasskeyLoginOptionsRequest = z.input<typeof passkeyLoginOptionsRequestSchema>;

/**
 * A passkey's signed answer to a server challenge: at sign-in (POST passkeyPaths.login), or to a confirmation
 * challenge (POST passkeyPaths.confirmOptions) where a security change asks for the password.
 */
export const passkeyProofSchema = z.object({
  challenge_id: challengeIdSchema,
  response: passkeyAuthenticationResponseSchema,
});
export type PasskeyProof = z.input<typeof passkeyProofSchema>;

export const passkeyLoginRequestSchema = passkeyProofSchema.extend({
  /**
   * "Remember me" as it stands when the passkey answered; without it, the one given with the options. The login
   * screen asks for options as it opens (the browser offers passkeys in the e-mail field's autofill), long
   * before the customer may untick the box.
   */
  remember: z.boolean().optional(),
});
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequestSchema>;

/** How many passkeys one customer may keep. */
export const PASSKEYS_MAX = 10;
