import { ERROR_STATUS, FIELD_ERROR_CODES, LANGUAGES } from '@portal/contracts';
import {
  byLangAndNamespace,
  describeLocaleParity,
  type Messages,
  mixedScriptWords,
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

describe('the one-script-per-word check', () => {
  it('finds a Latin word glued to a Cyrillic suffix and lets names standing apart pass', () => {
    expect(mixedScriptWords('E-mail’ингиз')).toEqual(['E-mail’ингиз']);
    expect(mixedScriptWords('ба E-mail-и шумо')).toEqual(['E-mail-и']);
    expect(mixedScriptWords('Telegramга ва Firefoxʼнинг')).toEqual(['Telegramга', 'Firefoxʼнинг']);
    expect(mixedScriptWords('Электрон почтангиз, Telegram орқали, сабти {{type}}-и {{name}}')).toEqual([]);
  });
});
