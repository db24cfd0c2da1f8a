import { z } from 'zod';

// The card form's own rules: what it sends goes to Payme, not to our API, so no contract describes it. Each
// issue's message is a key of the `cards` namespace.

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn: a typo is caught here instead of by a refusal from Payme. */
function passesLuhn(number: string) {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDetailsSchema = z.object({
  number: z.string().refine((value) => /^\d{16}$/.test(digits(value)) && passesLuhn(digits(value)), {
    error: 'form.number_invalid',
  }),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/? ?\d{2}$/, { error: 'form.expiry_invalid' }),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

export const smsCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'form.code_invalid' }),
});
export type SmsCode = z.input<typeof smsCodeSchema>;

/** "8600495473316478" → "8600 4954 7331 6478" as it is typed. */
export const groupCardNumber = (value: string) =>
  digits(value)
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
