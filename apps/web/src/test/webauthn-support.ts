import { vi } from 'vitest';

/** Makes jsdom look like a browser that can run passkey ceremonies (secure context, PublicKeyCredential). */
export function stubPasskeySupport() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: vi.fn(), get: vi.fn() },
  });
}

/** The error a browser throws when the person closes the prompt, it times out, or verification fails. */
export const notAllowed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), {
    name: 'NotAllowedError',
  });
