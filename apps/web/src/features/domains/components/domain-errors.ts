import { fieldErrors } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import type { TFunction } from 'i18next';

export { fieldErrorWithin as fieldMessage, shortfallOf } from '@portal/web-kit/api';

/**
 * What to say about a failed call that no field took: the field errors the form has no place for, else the
 * server's translated message, else the screen's own words.
 */
export function failureText(error: unknown, t: TFunction, fallback: string, shownFields: string[] = []) {
  const loose = Object.entries(fieldErrors(error))
    .filter(([name]) => !shownFields.some((field) => name === field || name.startsWith(`${field}.`)))
    .flatMap(([, messages]) => messages);
  if (loose.length > 0) return loose.join(' ');
  return errorText(t, error, fallback);
}
