import type { TFunction } from 'i18next';
import { fieldErrors } from '../api/read-error';
import { errorText } from './error-text';

/**
 * The text for a failed call on a screen with no fields to put the envelope's field errors on (a button, a
 * step that is no form): those messages, already in the UI language, else errorText.
 */
export function errorTextWithFields(t: TFunction, error: unknown, fallbackText: string): string {
  const messages = Object.values(fieldErrors(error)).flat();
  return messages.length > 0 ? messages.join(' ') : errorText(t, error, fallbackText);
}
