import { z } from 'zod';

// Value shapes shared by every part of the environment schema (config.ts and its *-config.ts parts).

/** A whole number in [min, max], written in decimal digits. */
export const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be an integer ${min}-${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be an integer ${min}-${max}` })
        .max(max, { error: `must be an integer ${min}-${max}` }),
    );

export const boolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** An absolute URL; `what` names the expected kind in the error, e.g. "an http(s) URL". */
export const url = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value), { error: `must be ${what}` });
