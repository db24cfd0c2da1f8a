import type { FieldErrors } from '@portal/contracts';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from './api-error';

// How a screen reads a failed call without knowing the error type: each answers undefined (or false) for
// anything that is not an API error, so `catch (error)` can be passed straight in.

const asApiError = (error: unknown): ApiError | undefined => (error instanceof ApiError ? error : undefined);

/** Whether the failure is an answer of the API (or a request that got none), not a bug in the screen. */
export const isApiError = (error: unknown): boolean => error instanceof ApiError;

/** The envelope's error code (`RATE_LIMITED`, `NOT_FOUND`, …), or NETWORK_ERROR when no answer came. */
export const errorCode = (error: unknown): string | undefined => asApiError(error)?.code;

/** The HTTP status of the answer (0 when none came). */
export const errorStatus = (error: unknown): number | undefined => asApiError(error)?.status;

/** Whether the API answered that the thing asked for is not there (404). */
export const isNotFound = (error: unknown): boolean => asApiError(error)?.status === 404;

/** Whether the request got no answer at all (offline, DNS, a dropped connection). */
export const isNetworkError = (error: unknown): boolean => asApiError(error)?.code === NETWORK_ERROR;

/**
 * Whether an answer came but its data did not match the contract's response schema: for a screen whose spec gives
 * "bad data" its own words (the payment history, a top-up without its payment link).
 */
export const isUnexpectedAnswer = (error: unknown): boolean =>
  asApiError(error)?.code === UNEXPECTED_RESPONSE;

/** The first message the server gave for a field, already in the UI language. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  asApiError(error)?.errors[field]?.[0];

/** Every field message of the envelope. */
export const fieldErrors = (error: unknown): FieldErrors => asApiError(error)?.errors ?? {};

/** Whether the envelope names any field (then a form shows them on their fields, not in a banner). */
export const hasFieldErrors = (error: unknown): boolean =>
  Object.values(fieldErrors(error)).some((messages) => messages.length > 0);

/** How many seconds a refused request must wait (Retry-After), when the server said. */
export const retryAfterSeconds = (error: unknown): number | undefined => asApiError(error)?.retryAfterSeconds;

/** A value the envelope carries beside the code (INSUFFICIENT_FUNDS' `shortfall`, …). */
export const errorDetail = (error: unknown, key: string): unknown => asApiError(error)?.envelope[key];

/** The first message for a field or any of its items (`nameservers` takes `nameservers.1` too). */
export function fieldErrorWithin(error: unknown, field: string): string | undefined {
  const errors = fieldErrors(error);
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? errors[key]?.[0] : undefined;
}

/** The som missing, when the API refused a purchase for INSUFFICIENT_FUNDS. */
export function shortfallOf(error: unknown): number | undefined {
  if (errorCode(error) !== 'INSUFFICIENT_FUNDS') return undefined;
  const shortfall = errorDetail(error, 'shortfall');
  return typeof shortfall === 'number' && shortfall > 0 ? shortfall : undefined;
}

/**
 * The server's own words for a failure, already in the UI language ('' when it gave none). For a screen that
 * must quote them (docs/product/messages.md's "generic text plus the server's message"); otherwise errors/error-text.ts decides.
 */
export const serverMessage = (error: unknown): string => asApiError(error)?.message ?? '';
