import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from '../api/api-error';
import { retryAfterText } from './retry-after-text';

// The one mapping from a failed call to the words a person reads, for both apps. The texts are held once, in
// the kit's `errors` namespace (src/locales/<lang>/errors.json), which both apps load.

/**
 * Codes whose own text says less than the screen's: a form's fields or the screen's fallback say it better. An
 * answer that did not match its contract (UNEXPECTED_RESPONSE) is a failed load or save to the person reading it.
 */
const SCREEN_SAYS_BETTER = new Set(['VALIDATION_FAILED', 'INTERNAL', UNEXPECTED_RESPONSE]);

/**
 * The text for a failed call: the error code's text when the kit has one, else the server's own message
 * (already in the UI language), else `fallbackText` (the screen's "could not save" and the like). A limited
 * answer says how long to wait when the server said (Retry-After): the one place every 429 is worded.
 */
export function errorText(t: TFunction, error: unknown, fallbackText: string): string {
  if (!(error instanceof ApiError)) return fallbackText;
  if (error.code === NETWORK_ERROR) return t('errors:NETWORK_ERROR');
  if (error.retryAfterSeconds !== undefined) return retryAfterText(t, error.retryAfterSeconds);
  if (SCREEN_SAYS_BETTER.has(error.code)) return fallbackText;
  const key = `errors:${error.code}`;
  const known = t(key, { defaultValue: '' });
  if (known) return known;
  return error.message || fallbackText;
}
