import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** Puts each server field error next to its field; answers whether any field took one. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}

/** The banner for a failed call: the code's text when it has one, else the screen's generic `fallbackText`. */
export function errorBannerText(t: TFunction, error: unknown, fallbackText: string): string {
  if (error instanceof ApiError && error.code !== 'VALIDATION_FAILED' && error.code !== 'INTERNAL') {
    return t(`errors:${error.code}`, { defaultValue: fallbackText });
  }
  return fallbackText;
}

/** Whether the envelope names any field (then the form shows them, not a banner). */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof ApiError && Object.values(error.errors).some((messages) => messages.length > 0);
