import { LANGUAGE_TAGS, type Language } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';

// Country names in the UI language (issue 16). Chromium ships no region names for uz, uz-Cyrl or tg (it answers
// the English name or the bare ISO code), so those three come from our own tables, made once from CLDR with
// Node's full ICU (country-names/*.ts, keyed by ISO code; uz with the ʻ and ʼ letters of our texts). ru and en
// use Intl.DisplayNames. Each table is its own small chunk, fetched when a screen first needs it.

type Table = Record<string, string>;

const TABLES: Partial<Record<Language, () => Promise<Table>>> = {
  uz: () => import('./country-names/uz').then((module) => module.default),
  uzc: () => import('./country-names/uzc').then((module) => module.default),
  tj: () => import('./country-names/tj').then((module) => module.default),
};

const loaded: Partial<Record<Language, Table>> = {};
const loading: Partial<Record<Language, Promise<Table>>> = {};

/** Fetches the language's table once (a no-op where Intl knows the names). */
export function loadCountryNames(lang: Language): Promise<void> {
  const load = TABLES[lang];
  if (!load || loaded[lang]) return Promise.resolve();
  loading[lang] ??= load().then((table) => {
    loaded[lang] = table;
    return table;
  });
  return loading[lang].then(() => undefined);
}

const displayNames = (tag: string) => {
  try {
    return new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
};

const english = displayNames('en');

/** The English name: people also type it (and it stands in while a table is on its way). */
export const englishCountryName = (code: string): string => english?.of(code) ?? code;

/** Names countries in `lang`: its table, else Intl in that language, else English, else the code. */
export function countryNamer(lang: Language): (code: string) => string {
  const table = loaded[lang];
  const local = TABLES[lang] ? null : displayNames(LANGUAGE_TAGS[lang]);
  return (code) => table?.[code] ?? local?.of(code) ?? englishCountryName(code);
}

/** countryNamer for a component: renders again once the language's table has arrived. */
export function useCountryNamer(lang: Language): (code: string) => string {
  const [ready, setReady] = useState(() => !TABLES[lang] || Boolean(loaded[lang]));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCountryNames(lang).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang, ready]);
  // A new namer once the table arrives, so that lists memoised on it are built again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` is what tells that the table arrived.
  return useMemo(() => countryNamer(lang), [lang, ready]);
}

/** Lower-cases and makes the Uzbek apostrophes (ʻ ʼ ‘ ’ `) one, so "o'zbekiston" finds "Oʻzbekiston". */
export const searchable = (text: string): string => text.toLocaleLowerCase().replace(/[ʻʼ‘’`']/g, "'");
