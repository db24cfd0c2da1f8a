import { isIP } from 'node:net';
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

/** "203.0.113.7", "2001:db8::1" or a range such as "185.234.113.0/24". */
export const isIpOrRange = (entry: string): boolean => {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};

/** A comma-separated list of IP addresses and CIDR ranges, as a list. */
export const ipOrRangeList = (error: string) =>
  z
    .string()
    .trim()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => isIpOrRange(entry)), { error });
