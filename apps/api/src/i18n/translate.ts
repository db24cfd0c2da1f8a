import { type ErrorCode, FIELD_ERROR_CODES, type FieldErrorCode, type Language } from '@portal/contracts';
import { en } from './catalogue/en.js';
import { ru } from './catalogue/ru.js';
import { tj } from './catalogue/tj.js';
import { uz } from './catalogue/uz.js';
import { uzc } from './catalogue/uzc.js';
import type { Catalogue } from './catalogue-type.js';

export const catalogues: Record<Language, Catalogue> = { uz, uzc, ru, en, tj };

export const isFieldErrorCode = (value: string): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(value);

export const translateError = (language: Language, code: ErrorCode): string =>
  catalogues[language].errors[code];

export const translateField = (language: Language, code: FieldErrorCode): string =>
  catalogues[language].fields[code];
