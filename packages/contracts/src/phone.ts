import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

// zod/mini, like validation.ts: the registration page builds it while it starts.

/** Parses a phone number typed in international form; answers it normalised to E.164. */
export const phoneSchema = z.pipe(
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(32, { error: 'too_long' })),
  z.transform((raw: string, payload) => {
    const phone = parsePhoneNumberFromString(raw, 'UZ');
    if (!phone?.isValid()) {
      payload.issues.push({ code: 'custom', message: 'phone_invalid', input: raw });
      return z.NEVER;
    }
    return phone.number;
  }),
);
