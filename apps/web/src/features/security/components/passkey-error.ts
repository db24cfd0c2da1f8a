import { fieldError, isApiError } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import type { TFunction } from 'i18next';
import { ceremonyFailure } from '@/lib/webauthn';

/**
 * The text for a failed step of adding a passkey: the server's translated refusal (a used-up challenge, a
 * credential already registered, the limit), or why the browser's ceremony ended.
 */
export function passkeyErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    return (
      fieldError(error, 'response') ??
      fieldError(error, 'challenge_id') ??
      errorText(t, error, t('passkeys:failed'))
    );
  }
  const failure = ceremonyFailure(error);
  if (failure === 'cancelled') return t('passkeys:cancelled');
  if (failure === 'known') return t('passkeys:already_registered');
  return t('passkeys:failed');
}
