import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** INSUFFICIENT_FUNDS answers carry the som missing; anything else is a plain failure. */
export function shortfallOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'INSUFFICIENT_FUNDS') return undefined;
  const { shortfall } = error.envelope;
  return typeof shortfall === 'number' && shortfall > 0 ? shortfall : undefined;
}

/** The server's translated message for `field` (or any of its items, e.g. nameservers.1). */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = Object.keys(error.errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? error.errors[key]?.[0] : undefined;
}

/**
 * What to say about a failed call that no field took: the field errors the form has no place for, else the
 * server's translated message, else the screen's own words.
 */
export function failureText(error: unknown, t: TFunction, fallback: string, shownFields: string[] = []) {
  if (!(error instanceof ApiError)) return fallback;
  const loose = Object.entries(error.errors)
    .filter(([name]) => !shownFields.some((field) => name === field || name.startsWith(`${field}.`)))
    .flatMap(([, messages]) => messages);
  if (loose.length > 0) return loose.join(' ');
  if (error.code === 'VALIDATION_FAILED' || error.code === 'INTERNAL') return fallback;
  return error.message || t(`errors:${error.code}`, { defaultValue: fallback });
}
