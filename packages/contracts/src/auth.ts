import { z } from 'zod';
import { LIMITS } from './constants.js';
import { referralCodeFieldSchema } from './referrals.js';
import {
  birthdaySchema,
  emailSchema,
  phoneSchema,
  requiredText,
  sexSchema,
  strongPasswordSchema,
} from './validation.js';

export const registerRequestSchema = z
  .object({
    firstname: requiredText(LIMITS.nameMax),
    lastname: requiredText(LIMITS.nameMax),
    sex: sexSchema,
    birthday: birthdaySchema,
    email: emailSchema,
    phone_number: phoneSchema,
    password: strongPasswordSchema(),
    password_confirmation: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(LIMITS.passwordMax),
    /** The code of the registration link (`?ref=`); unknown or malformed codes are ignored. */
    referral_code: referralCodeFieldSchema,
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  login: emailSchema,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(LIMITS.passwordMax, { error: 'too_long' }),
  /** "Remember me": a long-lived session (DESIGN.md §2). */
  remember: z.boolean().default(false),
  /** After repeated failed logins the server answers CAPTCHA_REQUIRED; the retry carries the answer. */
  captcha_id: z.string().max(64).optional(),
  captcha: z.string().max(LIMITS.captchaDigits, { error: 'captcha_invalid' }).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  session_id: z.string(),
  /** Seconds of inactivity after which the session ends. */
  expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userProfileSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  birthday: z.string(),
  sex: z.enum(['male', 'female']),
  phone_number: z.string(),
  username: z.string().nullable(),
  /** Balance in som, up to 2 decimals. */
  accounts: z.object({ amount: z.number() }),
  /** Set when staff are viewing the portal as this customer: the portal shows a banner until it ends. */
  support_session: z.object({ expires_at: z.string() }).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const appMetaSchema = z.object({
  demo: z.boolean(),
  support: z.object({ email: z.string(), telegram: z.string() }),
});
export type AppMeta = z.infer<typeof appMetaSchema>;
