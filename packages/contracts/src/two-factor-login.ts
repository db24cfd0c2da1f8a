import * as z from 'zod/mini';

// zod/mini, like login.ts: the login screen's second step loads no full zod build.

/** Six digits from the app, or a recovery code as shown ("abcde-fghij"; case and the hyphen do not matter). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

/** Spaces people copy along go, and recovery codes are compared in lower case. */
export const normalizeSecondFactorCode = (code: string): string => code.replace(/\s+/g, '').toLowerCase();

export const isSecondFactorCode = (code: string, recoveryAllowed: boolean): boolean =>
  TOTP_CODE_PATTERN.test(code) || (recoveryAllowed && RECOVERY_CODE_PATTERN.test(code));

/** The login's second step as the form checks it; the server normalizes and checks again. */
export const twoFactorCodeFormSchema = z.object({
  code: z.string({ error: 'required' }).check(
    z.minLength(1, { error: 'required' }),
    z.refine((code) => isSecondFactorCode(normalizeSecondFactorCode(code), true), { error: 'code_invalid' }),
  ),
});
export type TwoFactorCodeForm = z.input<typeof twoFactorCodeFormSchema>;
