import * as z from 'zod/mini';
import { LIMITS } from './constants.js';
import { emailSchema } from './email.js';

// zod/mini, like email.ts: the login screen loads no other schema, so it does without zod's full build.
export const loginRequestSchema = z.object({
  login: emailSchema,
  password: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.maxLength(LIMITS.passwordMax, { error: 'too_long' })),
  /** "Remember me": a long-lived session (docs/product/account.md). */
  remember: z._default(z.boolean(), false),
  /** After repeated failed logins the server answers CAPTCHA_REQUIRED; the retry carries the answer. */
  captcha_id: z.optional(z.string().check(z.maxLength(64))),
  captcha: z.optional(z.string().check(z.maxLength(LIMITS.captchaDigits, { error: 'captcha_invalid' }))),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
