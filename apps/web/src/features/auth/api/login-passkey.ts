import { type LoginResponse, type PasskeyChallenge, passkeyPaths } from '@portal/contracts';
import { errorCode, fieldError, isApiError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import { startAuthentication } from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import { apiRequest } from '@/lib/api-client';
import { storeToken } from '@/lib/session';
import { ceremonyFailure } from '@/lib/webauthn';

// Loaded only when "Sign in with a passkey" is pressed (with @simplewebauthn/browser): /login's first load
// carries neither.

/**
 * Signs in with a passkey: options without an e-mail (the browser offers the site's passkeys), the ceremony,
 * then the session, kept as "remember me" says. A passkey is a second factor too, so no code is asked.
 */
export async function signInWithPasskey(remember: boolean): Promise<LoginResponse> {
  const { challenge_id, options } = (
    await apiRequest<PasskeyChallenge>(passkeyPaths.loginOptions, { method: 'POST', body: { remember } })
  ).data;
  // Built by @simplewebauthn/server's generateAuthenticationOptions: PublicKeyCredentialRequestOptionsJSON.
  const optionsJSON = options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  const response = await startAuthentication({ optionsJSON });
  const body = { challenge_id, response };
  const session = (await apiRequest<LoginResponse>(passkeyPaths.login, { method: 'POST', body })).data;
  storeToken(session.access_token, remember);
  return session;
}

/** The text for a passkey sign-in that did not finish: the server's refusal, or why the browser stopped. */
export function passkeyLoginErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const refusal = fieldError(error, 'response') ?? fieldError(error, 'challenge_id');
    if (refusal) return refusal;
    const code = errorCode(error);
    if (code === 'ACCOUNT_BLOCKED' || code === 'RATE_LIMITED')
      return errorText(t, error, t(`errors:${code}`));
    return t('login.passkey_failed');
  }
  return ceremonyFailure(error) === 'cancelled' ? t('login.passkey_cancelled') : t('login.passkey_failed');
}
