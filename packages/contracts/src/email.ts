import * as z from 'zod/mini';
import { LIMITS } from './constants.js';

// Written with zod/mini, which the web can load without zod's full build (about 25 KB gzip of the login screen's
// 46): /login needs only this rule and the login request. zod/mini schemas are zod schemas (zod/v4/core), so the
// server's classic objects take them as fields, and validation, errors and OpenAPI are the same.

/** A trimmed, lower-cased e-mail address. */
export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: 'required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'required' }),
        z.maxLength(LIMITS.emailMax, { error: 'too_long' }),
      ),
    z.email({ error: 'email_invalid' }),
  ),
  z.transform((email: string) => email.toLowerCase()),
);
