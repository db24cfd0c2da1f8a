import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { ceremonyFailure } from '@/lib/webauthn';

/**
 * The text for a failed step of adding a passkey: the server's translated refusal (a used-up challenge, a
 * credential already registered, the limit), or why the browser's ceremony ended.
 */
export function passkeyErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = error.fieldError('response') ?? error.fieldError('challenge_id');
    if (refusal) return refusal;
    if (error.code !== 'VALIDATION_FAILED' && error.code !== 'INTERNAL') {
      return t(`errors:${error.code}`, { defaultValue: t('passkeys:failed') });
    }
    return t('passkeys:failed');
  }
  const failure = ceremonyFailure(error);
  if (failure === 'cancelled') return t('passkeys:cancelled');
  if (failure === 'known') return t('passkeys:already_registered');
  return t('passkeys:failed');
}
