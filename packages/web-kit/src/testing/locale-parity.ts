import { LANGUAGES, pluralFormsOf } from '@portal/contracts';

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
 * i18next's plural forms: a counted text (one with an _other form) carries in every language each form any of the
 * five languages' rules name (Russian's _few and _many too), so the locales have the same keys; i18next reads the
 * forms its language's rules ask for. A form is checked for placeholders against en's _other.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const ALL_FORMS = [...new Set(LANGUAGES.flatMap((lang) => pluralFormsOf(lang)))].sort();
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
      const keysOf = (entries: Map<string, string> | undefined) =>
        new Set([...(entries ?? [])].map(([key]) => key));
      const allKeys = [...new Set([...byLang.values()].flatMap((entries) => [...keysOf(entries)]))].sort();

      it.each(LANGUAGES)('%s has every key that another locale has', (lang) => {
        const own = keysOf(byLang.get(lang));
        const missing = allKeys.filter((key) => !own.has(key));
        expect(missing, `${lang}/${ns}.json lacks keys`).toEqual([]);
      });

      // No language falls back on another, so a form missing in one would show its key: every counted text (an
      // _other form in en) has each form any language's rules name. _zero is i18next's extra.
      it.each(LANGUAGES)('%s has every plural form', (lang) => {
        const entries = [...(byLang.get(lang) ?? [])].map(([key]) => key);
        const counted = [...(byLang.get('en') ?? [])]
          .map(([key]) => key)
          .filter((key) => key.endsWith('_other'))
          .map((key) => key.slice(0, -'_other'.length));
        const wrong = counted.filter((stem) => {
          const present = entries.filter(
            (key) => PLURAL_FORM.test(key) && !key.endsWith('_zero') && key.replace(PLURAL_FORM, '') === stem,
          );
          return (
            present
              .map((key) => PLURAL_FORM.exec(key)?.[1])
              .sort()
              .join() !== ALL_FORMS.join()
          );
        });
        expect(wrong, `${lang}/${ns}.json plural forms differ from ${ALL_FORMS.join(', ')}`).toEqual([]);
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
