import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/l/I). */
const LOWER = 'abcdefghjkmnpqrstuvwxyz23456789';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code from a crypto source, for codes people type or share (referral links, promo codes). */
export function randomCode(length: number, alphabet: 'lower' | 'upper' = 'lower'): string {
  const letters = alphabet === 'lower' ? LOWER : UPPER;
  let code = '';
  for (let index = 0; index < length; index++) code += letters[randomInt(letters.length)];
  return code;
}
