import type { FieldErrors } from '@portal/contracts';
import { ApiError } from '../api/api-error';

/** A failed call as the client throws it, for component tests that stub an API function. */
export function apiErrorForTest(
  status: number,
  code: string,
  message = '',
  errors: FieldErrors = {},
  envelope: Record<string, unknown> = {},
): Error {
  return new ApiError(status, code, message, errors, envelope);
}

export { cleanEachFileEnd } from './clean-file-end';
export { installDialogPolyfill } from './dialog-polyfill';
export { byLangAndNamespace, describeLocaleParity, type Messages, readLocales } from './locale-parity';
