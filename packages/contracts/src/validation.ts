import * as z from 'zod/mini';
import { LIMITS } from './constants.js';

// The e-mail rule is in zod/mini, in its own module, for /login (email.ts).
export { emailSchema } from './email.js';
// Field rules of docs/product/account.md, written once for the server and the forms. Issue messages are field-error codes.
// The phone rule lives in phone.ts: its metadata (~28 KB gzip) must not reach screens without a phone field,
// and a bundler keeps a module's top-level schemas whenever any export of the module is used.
export { phoneSchema } from './phone.js';
// Written with zod/mini, like email.ts: the registration page builds these while it starts, and a classic schema
// attaches its whole method set to every instance of a chain (this module alone cost about 8 ms of a phone's main
// thread). The server's classic objects take them as fields; a classic chain on one goes through `.check()`.

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'too_long' }));

/** At least 8 characters with an uppercase letter, a digit and a special character. */
export const strongPasswordSchema = (max: number = LIMITS.passwordMax) =>
  z
    .string({ error: 'required' })
    .check(
      z.minLength(1, { error: 'required' }),
      z.maxLength(max, { error: 'too_long' }),
      z.refine(isStrongPassword, { error: 'password_weak' }),
    );

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= LIMITS.passwordMin &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** A real calendar date (YYYY-MM-DD) in the past and not absurdly old. */
export const birthdaySchema = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required' }),
  z.refine((value: string) => isPlausibleBirthday(value), { error: 'birthday_invalid' }),
);

export function isPlausibleBirthday(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const oldest = Date.UTC(
    today.getUTCFullYear() - LIMITS.maxAgeYears,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  return isRealDate && date.getTime() < today.getTime() && date.getTime() >= oldest;
}

export const sexSchema = z.enum(['male', 'female'], { error: 'sex_invalid' });
