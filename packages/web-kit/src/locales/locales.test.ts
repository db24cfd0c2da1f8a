import { ERROR_STATUS, FIELD_ERROR_CODES, LANGUAGES } from '@portal/contracts';
import {
  byLangAndNamespace,
  describeLocaleParity,
  type Messages,
  readLocales,
} from '../testing/locale-parity';

const files = byLangAndNamespace(
  import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' }),
);

describeLocaleParity('kit', files);

describe('the kit’s texts', () => {
  it('translate every field-error code and every error code', () => {
    const locales = readLocales(files);
    for (const lang of LANGUAGES) {
      const validation = locales.get(lang)?.get('validation') ?? new Map();
      const errors = locales.get(lang)?.get('errors') ?? new Map();
      expect(
        FIELD_ERROR_CODES.filter((code) => !validation.has(code)),
        `${lang} validation`,
      ).toEqual([]);
      expect(
        Object.keys(ERROR_STATUS).filter((code) => !errors.has(code)),
        `${lang} errors`,
      ).toEqual([]);
    }
  });
});
