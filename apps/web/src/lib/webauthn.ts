// Passkey ceremonies in the browser. @simplewebauthn/browser is imported only when a ceremony
// starts, so no screen's first load carries it (the prerendered /login above all).

export { browserSupportsPasskeys } from './webauthn-support';

export const loadWebauthn = () => import('@simplewebauthn/browser');

/**
 * Why a ceremony ended without a credential: cancelled covers the user closing the prompt, a time-out and a
 * failed user verification (the browser says NotAllowedError for all three, on purpose); `known` is an
 * authenticator already holding one of the account's passkeys (excludeCredentials).
 */
export function ceremonyFailure(error: unknown): 'cancelled' | 'known' | 'failed' {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'known';
  return 'failed';
}

/** A name for a new passkey from the device it is made on; the customer can change it. */
export function deviceName(userAgent: string): string | null {
  const devices: Array<[RegExp, string]> = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  const device = devices.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browsers: Array<[RegExp, string]> = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!device) return browser ?? null;
  return browser ? `${device} · ${browser}` : device;
}
