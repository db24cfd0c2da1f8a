import { z } from 'zod';
import { LIMITS } from './constants.js';
import { phoneSchema } from './phone.js';
import { referralCodeFieldSchema } from './referrals.js';
import { birthdaySchema, emailSchema, requiredText, sexSchema, strongPasswordSchema } from './validation.js';

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
