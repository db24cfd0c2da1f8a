import { z } from 'zod';
import { LIMITS } from './constants.js';
import { passkeyProofSchema } from './passkeys.js';
import { loginResponseSchema } from './session-answers.js';
import { isSecondFactorCode, normalizeSecondFactorCode } from './two-factor-login.js';

// The customer's second factor: a TOTP authenticator app and ten one-time recovery codes.

export * from './two-factor-login.js';
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code, or (where allowed) a recovery code; spaces people copy along are dropped. */
const codeSchema = (recoveryAllowed: boolean) =>
  z
    .string({ error: 'required' })
    .transform(normalizeSecondFactorCode)
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .max(16, { error: 'code_invalid' })
        .refine((code) => isSecondFactorCode(code, recoveryAllowed), { error: 'code_invalid' }),
    );

export const totpSetupSchema = z.object({
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The current password: a session token alone must not be enough to put a second factor on the account. */
const currentPasswordSchema = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(LIMITS.passwordMax, { error: 'too_long' });

/** Step one shows the secret, so it takes the password as well: the screen's form. */
export const totpSetupRequestSchema = z.object({ password: currentPasswordSchema });
export type TotpSetupRequest = z.input<typeof totpSetupRequestSchema>;

export const totpEnableRequestSchema = z.object({ password: currentPasswordSchema, code: codeSchema(false) });
export type TotpEnableRequest = z.input<typeof totpEnableRequestSchema>;

/**
 * What the two endpoints take: the screen's request, or instead of the password a passkey's answer to POST
 * passkeyPaths.confirmOptions. One of the two is required (the server says so on `password`).
 */
const passwordOrPasskey = {
  password: currentPasswordSchema.optional(),
  passkey: passkeyProofSchema.optional(),
};
export const totpSetupBodySchema = totpSetupRequestSchema.extend(passwordOrPasskey);
export const totpEnableBodySchema = totpEnableRequestSchema.extend(passwordOrPasskey);
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpDisableRequestSchema = z.object({
  password: currentPasswordSchema,
  code: codeSchema(true),
});
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

/**
 * New recovery codes void the old ones: the password and a code (TOTP or a recovery code), as turning 2FA off
 * takes, since the new codes are a second factor of their own.
 */
export const recoveryCodesRenewRequestSchema = totpDisableRequestSchema;
export type RecoveryCodesRenewRequest = z.input<typeof recoveryCodesRenewRequestSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** E-mail recovery asked to turn 2FA off; it goes at this time unless the owner signs in with a code first. */
  reset_at: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorRequiredSchema = z.object({
  two_factor_required: z.literal(true),
  challenge_id: z.string(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

/** POST /user/auth/login: the session, or (2FA on) the challenge the code must answer. */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const isTwoFactorRequired = (answer: LoginAnswer): answer is TwoFactorRequired =>
  'two_factor_required' in answer;

export const twoFactorLoginRequestSchema = z.object({
  challenge_id: z
    .string({ error: 'challenge_invalid' })
    .min(1, { error: 'challenge_invalid' })
    .max(64, { error: 'challenge_invalid' }),
  code: codeSchema(true),
});
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;
