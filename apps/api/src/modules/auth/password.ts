import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashConfig } from '../../config/password-hash-config.js';

// Argon2id (@node-rs/argon2's default algorithm; a test pins the variant) at the configured cost. A hash names the
// cost it was made with, and verify reads it from there: hashes made at another cost keep verifying.

export const hashPassword = (cost: PasswordHashConfig, password: string): Promise<string> =>
  hash(password, { memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: cost.parallelism });

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);

// One per cost, made on first use: the same for every app built with that cost, so it is no app's state.
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check when the login names no account, so the answer's timing does not
 * reveal which e-mail addresses are registered.
 */
export async function verifyAgainstDummy(cost: PasswordHashConfig, password: string): Promise<false> {
  const key = `${cost.memoryKib}/${cost.timeCost}/${cost.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(cost, 'not-a-real-password-9f3c1a');
    dummyHashes.set(key, dummy);
  }
  await verify(await dummy, password);
  return false;
}
