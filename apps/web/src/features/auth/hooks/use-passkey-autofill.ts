import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserOffersPasskeysInAutofill } from '@/lib/webauthn-support';

type PasskeyAutofillHandlers = {
  /** The form's "remember me" when the passkey answers. */
  getRemember: () => boolean;
  onLoggedIn: () => void;
  onError: (text: string) => void;
};

/**
 * Offers the customer's passkeys in the e-mail field's autofill while /login is open, where the browser can
 * (WebAuthn conditional mediation). `stop` ends the waiting request (the password form or the passkey button is
 * used: a browser runs one WebAuthn request at a time), `start` waits again; leaving the page stops it.
 */
export function usePasskeyAutofill(handlers: PasskeyAutofillHandlers) {
  // The errors' texts are not needed to paint /login (they load after it): a failure waits for them.
  const { t, i18n } = useTranslation('auth');
  const latest = useRef({ ...handlers, t, i18n });
  useEffect(() => {
    latest.current = { ...handlers, t, i18n };
  });
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const current = new AbortController();
    controller.current = current;
    void waitForPasskey(current.signal, latest).then((isRefused) => {
      // A passkey the server refused (unknown here, say): offer the passkeys again with a new challenge.
      if (isRefused && controller.current === current) start();
    });
  }, [stop]);

  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  return { start, stop };
}

/** Waits for a passkey from autofill and signs in with it; true when the server refused it. */
async function waitForPasskey(
  signal: AbortSignal,
  latest: { current: PasskeyAutofillHandlers & { t: TFunction; i18n: I18n } },
): Promise<boolean> {
  if (!(await browserOffersPasskeysInAutofill()) || signal.aborted) return false;
  const passkeyLogin = await import('../api/login-passkey').catch(() => null);
  if (!passkeyLogin || signal.aborted) return false;
  try {
    const session = await passkeyLogin.signInWithAutofilledPasskey(
      () => latest.current.getRemember(),
      signal,
    );
    if (session) latest.current.onLoggedIn();
    return false;
  } catch (error) {
    // Stopped on purpose: nothing to say.
    if (signal.aborted) return false;
    await latest.current.i18n.loadNamespaces('errors');
    if (signal.aborted) return false;
    latest.current.onError(passkeyLogin.passkeyLoginErrorText(latest.current.t, error));
    return passkeyLogin.isPasskeyRefused(error);
  }
}
