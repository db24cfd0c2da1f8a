import { ERROR_STATUS, FIELD_ERROR_CODES, LANGUAGES } from '@portal/contracts';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

// locale → namespace → messages
const locales = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!locales.has(lang)) locales.set(lang, new Map());
  locales.get(lang)?.set(ns, messages);
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const namespaces = [...new Set([...locales.values()].flatMap((byNs) => [...byNs.keys()]))].sort();
/** {{placeholders}} and <tags> must survive translation, or the text breaks at run time. */
const tokensOf = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();

describe('locales', () => {
  it('has exactly the five languages', () => {
    expect([...locales.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const byLang = new Map(LANGUAGES.map((lang) => [lang, flatten(locales.get(lang)?.get(ns) ?? {})]));
    const allKeys = [...new Set([...byLang.values()].flatMap((entries) => [...entries.keys()]))].sort();

    it.each(LANGUAGES)('%s has every key that another locale has', (lang) => {
      const missing = allKeys.filter((key) => !byLang.get(lang)?.has(key));
      expect(missing, `${lang}/${ns}.json lacks keys`).toEqual([]);
    });

    it.each(LANGUAGES)('%s has no empty message', (lang) => {
      const empty = [...(byLang.get(lang) ?? [])].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty, `${lang}/${ns}.json has empty messages`).toEqual([]);
    });

    it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s keeps the placeholders of en', (lang) => {
      const mismatched = [...(byLang.get('en') ?? [])]
        .filter(([key, text]) => {
          const translated = byLang.get(lang)?.get(key);
          return translated !== undefined && tokensOf(translated).join() !== tokensOf(text).join();
        })
        .map(([key]) => key);
      expect(mismatched, `${lang}/${ns}.json placeholders differ`).toEqual([]);
    });
  });

  it('translates every field-error code and every error code', () => {
    for (const lang of LANGUAGES) {
      const validation = flatten(locales.get(lang)?.get('validation') ?? {});
      const errors = flatten(locales.get(lang)?.get('errors') ?? {});
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
