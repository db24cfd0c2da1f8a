import { ERROR_STATUS, FIELD_ERROR_CODES, LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/translate.js';

const errorCodes = Object.keys(ERROR_STATUS) as Array<keyof typeof ERROR_STATUS>;

/** Names written in Latin letters in every language: file formats and the messenger. */
const LATIN_NAMES = /\b(JPEG|PNG|PDF|Telegram)\b/g;

describe('server message catalogue', () => {
  it.each(LANGUAGES)('has every error code and field code in %s', (language) => {
    const catalogue = catalogues[language];
    expect(Object.keys(catalogue.errors).sort()).toEqual([...errorCodes].sort());
    expect(Object.keys(catalogue.fields).sort()).toEqual([...FIELD_ERROR_CODES].sort());
    for (const text of [...Object.values(catalogue.errors), ...Object.values(catalogue.fields)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates every text in %s', (language) => {
    const catalogue = catalogues[language];
    for (const code of errorCodes) expect(catalogue.errors[code], code).not.toBe(catalogues.en.errors[code]);
    for (const code of FIELD_ERROR_CODES)
      expect(catalogue.fields[code], code).not.toBe(catalogues.en.fields[code]);
  });

  it.each(['uzc', 'ru', 'tj'] as const)('writes %s in Cyrillic', (language) => {
    const catalogue = catalogues[language];
    for (const text of [...Object.values(catalogue.errors), ...Object.values(catalogue.fields)]) {
      expect(text.replace(LATIN_NAMES, ''), text).toMatch(/^[^A-Za-z]*$/);
    }
  });
});
