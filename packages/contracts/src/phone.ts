import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/** Parses a phone number typed in international form; answers it normalised to E.164. */
export const phoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'too_long' })
  .transform((raw, ctx) => {
    const phone = parsePhoneNumberFromString(raw, 'UZ');
    if (!phone?.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone.number;
  });
