import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1), the OWASP baseline; a test pins the variant.

export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the login names no account, so the answer's timing does not
 * reveal which e-mail addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-9f3c1a');
  await verify(await dummyHash, password);
  return false;
}
