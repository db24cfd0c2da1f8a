import { passkeyPaths } from '@portal/contracts';
// zod/mini: /login waits for an autofilled passkey as soon as it paints, without zod's full build.
import {
  type LoginResponse,
  loginResponseSchema,
  PASSKEY_CHALLENGE_TTL_MS,
  passkeyChallengeSchema,
} from '@portal/contracts/sign-in-answers';
import { errorCode, fieldError, isApiError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import {
  type AuthenticationResponseJSON,
  base64URLStringToBuffer,
  bufferToBase64URLString,
  startAuthentication,
} from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import { apiRequest } from '@/lib/api-client';
import { storeToken } from '@/lib/session';
import { ceremonyFailure } from '@/lib/webauthn';

// Loaded after /login is painted (passkeys offered in autofill) or when "Sign in with a passkey" is pressed,
// with @simplewebauthn/browser: /login's first load carries neither.

/** Built by @simplewebauthn/server's generateAuthenticationOptions: PublicKeyCredentialRequestOptionsJSON. */
type RequestOptionsJSON = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * Signs in with a passkey: options without an e-mail (the browser offers the site's passkeys), the ceremony,
 * then the session, kept as "remember me" says. A passkey is a second factor too, so no code is asked.
 */
export async function signInWithPasskey(remember: boolean): Promise<LoginResponse> {
  const { challenge_id, options } = (
    await apiRequest(passkeyPaths.loginOptions, {
      method: 'POST',
      body: { remember },
      schema: passkeyChallengeSchema,
    })
  ).data;
  const optionsJSON = options as unknown as RequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  const body = { challenge_id, response };
  const session = (
    await apiRequest(passkeyPaths.login, { method: 'POST', body, schema: loginResponseSchema })
  ).data;
  storeToken(session.access_token, remember);
  return session;
}

/** A new challenge a minute before the server's lapses, so a page left open still signs in. */
const RENEW_AFTER_MS = PASSKEY_CHALLENGE_TTL_MS - 60_000;
/** A wait the browser ends sooner than this was refused, not dismissed by the customer. */
const REFUSED_AT_ONCE_MS = 1000;

/**
 * Signs in with a passkey the customer picks from the e-mail field's autofill: a conditional request waits, with
 * no prompt, until they pick one or `signal` ends it. The same options and sign-in as the button's, so the
 * same rules (a passkey is the second factor too); "remember me" is read when the passkey answers. Null when
 * the options cannot be had (offline, limited): the customer has asked for nothing, so nothing is said.
 */
export async function signInWithAutofilledPasskey(
  getRemember: () => boolean,
  signal: AbortSignal,
): Promise<LoginResponse | null> {
  for (;;) {
    const challenge = await apiRequest(passkeyPaths.loginOptions, {
      method: 'POST',
      body: { remember: getRemember() },
      signal,
      schema: passkeyChallengeSchema,
    }).catch(() => null);
    if (!challenge) return null;
    const { challenge_id, options } = challenge.data;
    const askedAt = performance.now();
    const response = await answerBeforeRenewal(options as unknown as RequestOptionsJSON, signal);
    if (response === 'ended') return null;
    if (response === 'closed') {
      // Ended later than at once: the customer opened the passkey prompt and dismissed it. The passkeys are
      // offered again, or they would be gone from the field until a reload. Ended at once, it is a refusal the
      // browser would repeat.
      if (performance.now() - askedAt < REFUSED_AT_ONCE_MS) return null;
      continue;
    }
    if (response !== 'renew') {
      const remember = getRemember();
      const body = { challenge_id, response, remember };
      const session = (
        await apiRequest(passkeyPaths.login, { method: 'POST', body, schema: loginResponseSchema })
      ).data;
      storeToken(session.access_token, remember);
      return session;
    }
    // The challenge is about to lapse: a hidden tab asks for the next one only once it is looked at again.
    await untilVisible(signal);
  }
}

/**
 * The passkey's answer; `renew` when the challenge's time ran out first; `closed` when the browser ended the wait
 * as not allowed (a prompt closed, a passkey not given); `ended` when it refused otherwise (a page opened at an
 * address passkeys do not belong to). Neither is said to anyone: the customer asked for nothing.
 */
async function answerBeforeRenewal(
  options: RequestOptionsJSON,
  signal: AbortSignal,
): Promise<AuthenticationResponseJSON | 'renew' | 'closed' | 'ended'> {
  const renewal = new AbortController();
  const end = () => renewal.abort();
  signal.addEventListener('abort', end, { once: true });
  const timer = window.setTimeout(end, RENEW_AFTER_MS);
  try {
    return await waitForAutofilledPasskey(options, renewal.signal);
  } catch (error) {
    signal.throwIfAborted();
    if (renewal.signal.aborted) return 'renew';
    // A DOMException, which is an Error in browsers but not in every test environment: its name tells.
    return (error as { name?: unknown } | null)?.name === 'NotAllowedError' ? 'closed' : 'ended';
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener('abort', end);
  }
}

function untilVisible(signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      if (document.visibilityState === 'hidden' && !signal.aborted) return;
      document.removeEventListener('visibilitychange', done);
      signal.removeEventListener('abort', done);
      if (signal.aborted) reject(signal.reason);
      else resolve();
    };
    document.addEventListener('visibilitychange', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * navigator.credentials.get() with mediation "conditional": our own signal rather than the library's shared
 * abort service, so that the form decides when it ends (the password form or the button used, the page left).
 */
async function waitForAutofilledPasskey(
  optionsJSON: RequestOptionsJSON,
  signal: AbortSignal,
): Promise<AuthenticationResponseJSON> {
  const publicKey: PublicKeyCredentialRequestOptions = {
    challenge: base64URLStringToBuffer(optionsJSON.challenge),
    // An empty allow list: the browser offers every passkey it holds for this site.
    allowCredentials: [],
    ...(optionsJSON.rpId ? { rpId: optionsJSON.rpId } : {}),
    ...(optionsJSON.userVerification ? { userVerification: optionsJSON.userVerification } : {}),
  };
  const credential = (await navigator.credentials.get({
    mediation: 'conditional',
    publicKey,
    signal,
  })) as PublicKeyCredential | null;
  if (!credential) throw Object.assign(new Error('No passkey chosen'), { name: 'NotAllowedError' });
  const answer = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: bufferToBase64URLString(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: bufferToBase64URLString(answer.clientDataJSON),
      authenticatorData: bufferToBase64URLString(answer.authenticatorData),
      signature: bufferToBase64URLString(answer.signature),
      ...(answer.userHandle ? { userHandle: bufferToBase64URLString(answer.userHandle) } : {}),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
  };
}

/** The server refused the passkey itself (unknown, or its challenge used up): it may be offered again. */
export const isPasskeyRefused = (error: unknown): boolean =>
  isApiError(error) && errorCode(error) === 'VALIDATION_FAILED';

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
