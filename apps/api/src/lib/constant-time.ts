import { timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets (keys, signatures, hashes, answers) in time that does not depend on where they
 * differ. A length mismatch compares the expected value with itself, so a shorter guess takes as long too.
 */
export function isSameSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(given, 'utf8');
  return left.length === right.length ? timingSafeEqual(left, right) : !timingSafeEqual(left, left);
}
