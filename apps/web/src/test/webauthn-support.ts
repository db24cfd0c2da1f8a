import { vi } from 'vitest';

/**
 * Makes jsdom look like a browser that can run passkey ceremonies (secure context, PublicKeyCredential);
 * `conditional` answers isConditionalMediationAvailable() (absent when not given, as in older browsers).
 */
export function stubPasskeySupport({ conditional }: { conditional?: boolean } = {}) {
  const credential = Object.assign(function PublicKeyCredential() {}, {
    ...(conditional === undefined ? {} : { isConditionalMediationAvailable: async () => conditional }),
  });
  vi.stubGlobal('PublicKeyCredential', credential);
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
