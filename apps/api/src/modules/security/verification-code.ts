import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { isSameSecret } from '../../lib/constant-time.js';

/** Six random digits from the CSPRNG (docs/product/account.md). */
export const createCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const createPublicId = (): string => randomBytes(18).toString('base64url');

/** HMAC with a server secret: a leaked table alone cannot be brute-forced over the million codes. */
export const hashCode = (secret: string, publicId: string, code: string): string =>
  createHmac('sha256', secret).update(`${publicId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  return isSameSecret(a, b);
}
