// Apart from lib/webauthn.ts so that the login form, which only asks this, carries nothing else of it.

/** Whether the browser can run a WebAuthn ceremony at all (a secure context with PublicKeyCredential). */
export const browserSupportsPasskeys = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';
