import { LANGUAGE_TAGS, LANGUAGES } from '@portal/contracts';

// The locale checks every app runs on its message files: the five languages, the same keys in each, no empty
// text, and the placeholders of en kept in every translation.

export type Messages = { [key: string]: string | Messages };

/** Files keyed `<lang>/<namespace>` → locale → namespace → key → text. */
export function readLocales(files: Record<string, Messages>): Map<string, Map<string, Map<string, string>>> {
  const locales = new Map<string, Map<string, Map<string, string>>>();
  for (const [key, messages] of Object.entries(files)) {
    const [lang = '', ns = ''] = key.split('/');
    if (!locales.has(lang)) locales.set(lang, new Map());
    locales.get(lang)?.set(ns, flatten(messages));
  }
  return locales;
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

/** {{placeholders}} and <tags> must survive translation, or the text breaks at run time. */
const tokensOf = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();

/**
 * i18next's plural forms: a language has the forms its grammar needs (Russian _one, _few, _many, _other; Uzbek
 * _one, _other), so a plural key is compared by its stem and each form against en's _other.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralStem = (key: string) => key.replace(PLURAL_FORM, '_{plural}');
const enKeyOf = (key: string) => key.replace(PLURAL_FORM, '_other');

/** The languages written in Cyrillic, where a Latin name must not take a Cyrillic suffix ("E-mail’ингиз"). */
const CYRILLIC_LANGUAGES = ['uzc', 'tj'] as const;
/** A word with its inner apostrophes and hyphens: "E-mail-и" is one word, and so is "Firefoxʼнинг". */
const WORD = /[\p{L}\p{M}'’ʼʻ‘`-]+/gu;
/** Words that mix Latin and Cyrillic letters; placeholders and tags are left out (filled in at run time). */
export const mixedScriptWords = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ' ').match(WORD) ?? []).filter(
    (word) => /\p{Script=Latin}/u.test(word) && /\p{Script=Cyrillic}/u.test(word),
  );

/** Registers the parity tests for one app's message files (`<lang>/<namespace>` → messages). */
export function describeLocaleParity(name: string, files: Record<string, Messages>): void {
  const locales = readLocales(files);
  const namespaces = [...new Set([...locales.values()].flatMap((byNs) => [...byNs.keys()]))].sort();

  describe(`${name} locales`, () => {
    it('has exactly the five languages', () => {
      expect([...locales.keys()].sort()).toEqual([...LANGUAGES].sort());
    });

    describe.each(namespaces)('namespace %s', (ns) => {
      const byLang = new Map(LANGUAGES.map((lang) => [lang, locales.get(lang)?.get(ns) ?? new Map()]));
      const stemsOf = (entries: Map<string, string> | undefined) =>
        new Set([...(entries ?? [])].map(([key]) => pluralStem(key)));
      const allKeys = [...new Set([...byLang.values()].flatMap((entries) => [...stemsOf(entries)]))].sort();

      it.each(LANGUAGES)('%s has every key that another locale has', (lang) => {
        const own = stemsOf(byLang.get(lang));
        const missing = allKeys.filter((key) => !own.has(key));
        expect(missing, `${lang}/${ns}.json lacks keys`).toEqual([]);
      });

      // A form missing in one language is looked up in the uz fallback (in uz's form for the number), so a
      // Russian "3" would read in Uzbek: every plural (a key with an _other form) has each form its language uses.
      it.each(LANGUAGES)('%s has every plural form its language uses', (lang) => {
        const own = byLang.get(lang) ?? new Map<string, string>();
        const forms = new Intl.PluralRules(LANGUAGE_TAGS[lang]).resolvedOptions().pluralCategories;
        const missing = [...own.keys()]
          .filter((key) => key.endsWith('_other'))
          .flatMap((key) => forms.map((form) => key.replace(/_other$/, `_${form}`)))
          .filter((key) => !own.has(key));
        expect(missing, `${lang}/${ns}.json lacks plural forms`).toEqual([]);
      });

      it.each(LANGUAGES)('%s has no empty message', (lang) => {
        const empty = [...(byLang.get(lang) ?? [])].filter(([, text]) => !text.trim()).map(([key]) => key);
        expect(empty, `${lang}/${ns}.json has empty messages`).toEqual([]);
      });

      it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s keeps the placeholders of en', (lang) => {
        const mismatched = [...(byLang.get(lang) ?? [])]
          .filter(([key, translated]) => {
            const text = byLang.get('en')?.get(key) ?? byLang.get('en')?.get(enKeyOf(key));
            return text !== undefined && tokensOf(translated).join() !== tokensOf(text).join();
          })
          .map(([key]) => key);
        expect(mismatched, `${lang}/${ns}.json placeholders differ`).toEqual([]);
      });

      it.each(CYRILLIC_LANGUAGES)('%s writes every word in one script', (lang) => {
        const mixed = [...(byLang.get(lang) ?? [])].flatMap(([key, text]) =>
          mixedScriptWords(text).map((word) => `${key}: ${word}`),
        );
        expect(mixed, `${lang}/${ns}.json glues Latin and Cyrillic in one word`).toEqual([]);
      });
    });
  });
}

/** Eagerly read message files of a glob, keyed `<lang>/<namespace>`. */
export function byLangAndNamespace(files: Record<string, Messages>): Record<string, Messages> {
  return Object.fromEntries(
    Object.entries(files).map(([path, messages]) => {
      const [, lang = '', ns = ''] = /([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      return [`${lang}/${ns}`, messages];
    }),
  );
}
