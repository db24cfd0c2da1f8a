import { z } from 'zod';
import { LIMITS } from './constants.js';
import { codeSentSchema } from './session-answers.js';
import {
  birthdaySchema,
  emailSchema,
  phoneSchema,
  requiredText,
  sexSchema,
  strongPasswordSchema,
} from './validation.js';

// Account security calls of docs/product/api.md: e-mail verification, recovery, account settings, sessions.

/** Verification codes are 6 digits (docs/product/account.md). */
export const verificationCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{6}$/, { error: 'code_invalid' });

export { type CodeSent, codeSentSchema } from './session-answers.js';

export const emailVerificationRequestSchema = z.object({ code: verificationCodeSchema });

export { type Captcha, captchaSchema } from './session-answers.js';

const captchaAnswerSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(LIMITS.captchaDigits, { error: 'captcha_invalid' });

export const recoveryCodeRequestSchema = z.object({
  email: emailSchema,
  captcha_id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  captcha: captchaAnswerSchema,
});
export type RecoveryCodeRequest = z.input<typeof recoveryCodeRequestSchema>;
export const recoverySessionSchema = codeSentSchema.extend({ session_id: z.string() });
export type RecoverySession = z.infer<typeof recoverySessionSchema>;

const confirmationOf = (max: number) =>
  z.string({ error: 'required' }).min(1, { error: 'required' }).max(max, { error: 'too_long' });

export const recoveryConfirmRequestSchema = z
  .object({
    session_id: z.string({ error: 'session_not_found' }).min(1, { error: 'session_not_found' }).max(64),
    code: verificationCodeSchema,
    new_password: strongPasswordSchema(),
    new_password_confirmation: confirmationOf(LIMITS.passwordMax),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, {
    error: 'password_mismatch',
    path: ['new_password_confirmation'],
  });
export type RecoveryConfirmRequest = z.input<typeof recoveryConfirmRequestSchema>;

/**
 * The new password is capped at 15 characters (docs/product/account.md); the old one is whatever registration allowed, so a
 * longer password set at registration can still be changed.
 */
export const changePasswordRequestSchema = z
  .object({
    old_password: confirmationOf(LIMITS.passwordMax),
    password: strongPasswordSchema(LIMITS.passwordChangeMax),
    password_confirmation: confirmationOf(LIMITS.passwordChangeMax),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Login names: a letter first, then letters, digits, dot, underscore or hyphen; at most 15. */
export const usernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(LIMITS.usernameMax, { error: 'too_long' })
  .regex(/^[A-Za-z][A-Za-z0-9._-]*$/, { error: 'username_invalid' })
  .transform((name) => name.toLowerCase());

const currentPasswordSchema = confirmationOf(LIMITS.passwordMax);

export const changeUsernameRequestSchema = z.object({ username: usernameSchema });
export const changeEmailRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export const personalInfoRequestSchema = z.object({
  firstname: requiredText(LIMITS.nameMax),
  lastname: requiredText(LIMITS.nameMax),
  email: emailSchema,
  birthday: birthdaySchema,
  sex: sexSchema,
});
export type PersonalInfoRequest = z.input<typeof personalInfoRequestSchema>;

/** PUT /user/profile takes one of three shapes (docs/product/api.md). */
export const updateProfileRequestSchema = z.union([
  personalInfoRequestSchema,
  changeEmailRequestSchema,
  changeUsernameRequestSchema,
]);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const phoneCodeRequestSchema = z.object({
  phone_number: phoneSchema,
  password: currentPasswordSchema,
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;
export const phoneConfirmRequestSchema = z.object({
  phone_number: phoneSchema,
  code: verificationCodeSchema,
});
export type PhoneConfirmRequest = z.input<typeof phoneConfirmRequestSchema>;

export const authHistoryEntrySchema = z.object({
  session_id: z.string(),
  login_time: z.string(),
  last_active: z.string(),
  ip_address: z.string(),
  user_agent: z.string(),
  /** The user agent in words, e.g. "Chrome 131" and "Android 14". */
  browser: z.string(),
  system: z.string(),
  is_current: z.boolean(),
  /** Opened by our support staff ("view as customer"), not by the customer. */
  support_session: z.boolean(),
});
export type AuthHistoryEntry = z.infer<typeof authHistoryEntrySchema>;

export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
