import { z } from 'zod';

// The answers every page's shell and the first screens read (the profile, the meta, a new session, a captcha, a
// code sent), in a module that imports zod alone: the portal loads it with the request that needs it, and a
// module re-exporting the login or registration rules (auth.ts) would bring them and the phone metadata along.

// A new session is a passkey sign-in's answer too: its schema is in zod/mini, with the challenge's.
export { type LoginResponse, loginResponseSchema } from './sign-in-answers.js';

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

// The meta is a visitor's too: its schema is in zod/mini, with the home page's other answers.
export { type AppMeta, appMetaSchema } from './visitor-answers.js';

export const codeSentSchema = z.object({
  /** Seconds until another code may be requested. */
  resend_after: z.number().int().nonnegative(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const captchaSchema = z.object({
  captcha_id: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;
