import * as z from 'zod/mini';
import { LIMITS } from './constants.js';
import { phoneSchema } from './phone.js';
import { referralCodeFieldSchema } from './referral-code.js';
import { birthdaySchema, emailSchema, requiredText, sexSchema, strongPasswordSchema } from './validation.js';

// zod/mini, like its fields (validation.ts): the registration page builds it while it starts.
const registerFields = z.object({
  firstname: requiredText(LIMITS.nameMax),
  lastname: requiredText(LIMITS.nameMax),
  sex: sexSchema,
  birthday: birthdaySchema,
  email: emailSchema,
  phone_number: phoneSchema,
  password: strongPasswordSchema(),
  password_confirmation: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.maxLength(LIMITS.passwordMax)),
  /** The code of the registration link (`?ref=`); unknown or malformed codes are ignored. */
  referral_code: referralCodeFieldSchema,
});

export const registerRequestSchema = registerFields.check(
  z.refine<z.output<typeof registerFields>>((body) => body.password === body.password_confirmation, {
    error: 'password_mismatch',
    path: ['password_confirmation'],
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
