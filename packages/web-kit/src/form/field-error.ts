import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Form issues carry field-error codes (contracts); server issues carry text already in the UI language. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(`validation:${error.message}`, error.message);
}
