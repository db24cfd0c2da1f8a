import { type ErrorCode, FIELD_ERROR_CODES, type FieldErrorCode, type Language } from '@portal/contracts';
import { translate } from './i18n.js';

export const isFieldErrorCode = (value: string): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(value);

export const translateError = (language: Language, code: ErrorCode): string =>
  translate(language, `errors:codes.${code}`);

export const translateField = (language: Language, code: FieldErrorCode): string =>
  translate(language, `errors:fields.${code}`);
