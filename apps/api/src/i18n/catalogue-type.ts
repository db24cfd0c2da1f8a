import type { ErrorCode, FieldErrorCode } from '@portal/contracts';

/** Every error code and field-error code, in one language. The type makes a missing key a compile error. */
export interface Catalogue {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldErrorCode, string>;
}
