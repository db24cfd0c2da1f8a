import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR } from './api';

/**
 * Puts the server's field errors (already in the console's language) on the form's fields and answers the
 * message for the banner: the server's own, or the translated network error.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  translate: (key: string) => string,
): string {
  if (!(error instanceof ApiError)) return translate('errors.INTERNAL');
  if (error.code === NETWORK_ERROR) return translate('errors.NETWORK_ERROR');
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
  return error.message || translate(`errors.${error.code}`);
}
