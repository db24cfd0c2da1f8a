import { z } from 'zod';

// The login request (zod/mini, login.ts) and the registration (which needs the phone rule and its metadata) have
// their own modules, so /login loads neither the phone metadata nor zod's full build.
export { type LoginRequest, loginRequestSchema } from './login.js';
export { type RegisterRequest, registerRequestSchema } from './registration.js';

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
