import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Secrets at rest (panel passwords): AES-256-GCM, stored as "v1.<iv>.<tag>.<ciphertext>" in base64url.

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * A box with a key of its own for one kind of secret (TOTP secrets of staff, of customers), derived from the
 * key that seals the other secrets at rest, so one leaked purpose key opens nothing else.
 */
export const derivedSecretBox = (secretKey: Buffer, purpose: string): SecretBox =>
  createSecretBox(createHmac('sha256', secretKey).update(purpose).digest());
