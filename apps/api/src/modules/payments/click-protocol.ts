import { z } from 'zod';
import { hasControlCharacters } from '../../lib/unsafe-text.js';

// Click SHOP API callbacks (docs/providers/click.md) as a zod schema. Values stay the exact strings Click
// sent: the signature is computed over them, so nothing is trimmed or converted here.

export const CLICK_ACTION = { prepare: '0', complete: '1' } as const;

// A control character in any field (a NUL above all) makes the request malformed: -8, never a database error.
const present = z.string().refine((value) => value.trim() !== '' && !hasControlCharacters(value));

/** Every field Click sends to both endpoints; anything missing or malformed is Click's error -8. */
export const clickCallbackSchema = z
  .looseObject({
    click_trans_id: present,
    service_id: present,
    click_paydoc_id: present,
    merchant_trans_id: present,
    merchant_prepare_id: z
      .string()
      .refine((value) => !hasControlCharacters(value))
      .optional(),
    amount: present,
    action: present,
    error: z.string().regex(/^-?\d+$/),
    sign_time: present,
    sign_string: present,
  })
  // Complete refers to the Prepare it follows.
  .refine(
    (fields) => fields.action !== CLICK_ACTION.complete || (fields.merchant_prepare_id ?? '').trim() !== '',
  );

export type ClickCallback = z.infer<typeof clickCallbackSchema>;

/**
 * How long a signature stays good: a callback signed more than a day ago, or more than ten minutes ahead of our
 * clock, is refused as a replay or a forgery (its signature check fails, -1), whatever its signature says.
 */
export const CLICK_SIGN_TIME_WINDOW = { pastMs: 24 * 60 * 60_000, futureMs: 10 * 60_000 } as const;
const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;

/** `sign_time` is "YYYY-MM-DD HH:mm:ss" in Tashkent time (UTC+5, no daylight saving); null when it is not. */
export function parseSignTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - TASHKENT_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

export function isSignTimeFresh(signedAt: Date, now: Date): boolean {
  const age = now.getTime() - signedAt.getTime();
  return age <= CLICK_SIGN_TIME_WINDOW.pastMs && -age <= CLICK_SIGN_TIME_WINDOW.futureMs;
}
