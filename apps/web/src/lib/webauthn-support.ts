// Apart from lib/webauthn.ts so that the login form, which only asks this, carries nothing else of it.

/** Whether the browser can run a WebAuthn ceremony at all (a secure context with PublicKeyCredential). */
export const browserSupportsPasskeys = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

/**
 * Whether the browser offers passkeys among an input's autofill suggestions (WebAuthn conditional mediation,
 * `autocomplete="username webauthn"`). Browsers without it keep only the "Sign in with a passkey" button.
 */
export async function browserOffersPasskeysInAutofill(): Promise<boolean> {
  if (!browserSupportsPasskeys()) return false;
  const credential = window.PublicKeyCredential as {
    isConditionalMediationAvailable?: () => Promise<boolean>;
  };
  if (typeof credential.isConditionalMediationAvailable !== 'function') return false;
  try {
    return await credential.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}
