import * as z from 'zod/mini';

// The answers of a sign-in with a passkey (its challenge, then the session), in zod/mini: /login starts waiting
// for a passkey from the e-mail field's autofill as soon as it has painted, and with classic zod that wait would
// bring zod's full build (~11 KB) to a visitor who has not typed. The API serves them through the same schemas.

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  session_id: z.string(),
  /** Seconds of inactivity after which the session ends. */
  expires_in: z.int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The challenge to send back and the options for the browser (PublicKeyCredential*OptionsJSON). */
export const passkeyChallengeSchema = z.object({
  challenge_id: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyChallenge = z.infer<typeof passkeyChallengeSchema>;

/**
 * A ceremony's challenge is good for five minutes, as a login challenge is; the login screen's waiting request
 * (passkeys offered in autofill) asks for a new one before then.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
