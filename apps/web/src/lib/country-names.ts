import type { Language } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';

// Country names in the UI language, from our own tables for all five languages, made once from CLDR
// with Node's full ICU (country-names/*.ts, keyed by ISO code; uz with the ʻ and ʼ letters of our texts).
// Chromium ships no region names for uz, uz-Cyrl or tg (it answers the English name or the bare ISO code), and
// where it has them, making an Intl.DisplayNames loads the locale's data: 20–35 ms of main thread, the longest
// task of a first screen with a phone field. Each table is its own small chunk, fetched when a screen first needs
// it; English always comes too (people type Latin names, and it stands in for a missing name).

type Table = Record<string, string>;

const TABLES: Record<Language, () => Promise<Table>> = {
  uz: () => import('./country-names/uz').then((module) => module.default),
  uzc: () => import('./country-names/uzc').then((module) => module.default),
  ru: () => import('./country-names/ru').then((module) => module.default),
  en: () => import('./country-names/en').then((module) => module.default),
  tj: () => import('./country-names/tj').then((module) => module.default),
};

const loaded: Partial<Record<Language, Table>> = {};
const loading: Partial<Record<Language, Promise<Table>>> = {};

const loadTable = (lang: Language): Promise<Table> => {
  loading[lang] ??= TABLES[lang]().then(
    (table) => {
      loaded[lang] = table;
      return table;
    },
    (error: unknown) => {
      delete loading[lang]; // a later screen tries again (the network may be back)
      throw error;
    },
  );
  return loading[lang];
};

/** True once `lang`'s names and the English ones are here. */
const namesReady = (lang: Language): boolean => Boolean(loaded[lang] && loaded.en);

/** Fetches the language's table and the English one, once each. */
export function loadCountryNames(lang: Language): Promise<void> {
  if (namesReady(lang)) return Promise.resolve();
  return Promise.all([loadTable(lang), loadTable('en')]).then(() => undefined);
}

/** The English name: people also type it. The code until the table is here. */
export const englishCountryName = (code: string): string => loaded.en?.[code] ?? code;

/** Names countries in `lang`: its table, else English, else the code (until the tables are here). */
export function countryNamer(lang: Language): (code: string) => string {
  const table = loaded[lang];
  return (code) => table?.[code] ?? englishCountryName(code);
}

/**
 * countryNamer for a component, and whether the names are here yet: renders again once the tables have arrived.
 * A screen that shows names waits for `ready` (they come in parallel with its data); hydrating a prerendered page,
 * the codes rendered meanwhile stay out of the page, whose painted markup (named at build time) is kept.
 */
export function useCountryNames(lang: Language): { nameOf: (code: string) => string; ready: boolean } {
  const ready = namesReady(lang);
  const [, setArrived] = useState(0);
  // Tables that could not be fetched (offline): the screen goes on with what it has rather than wait for ever.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCountryNames(lang).then(
      () => live && setArrived((count) => count + 1),
      () => live && setGaveUp(true),
    );
    return () => {
      live = false;
    };
  }, [lang, ready]);
  // A new namer once the tables arrive, so that lists memoised on it are built again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` is what tells that the tables arrived.
  const nameOf = useMemo(() => countryNamer(lang), [lang, ready]);
  return { nameOf, ready: ready || gaveUp };
}

/** Lower-cases and makes the Uzbek apostrophes (ʻ ʼ ‘ ’ `) one, so "o'zbekiston" finds "Oʻzbekiston". */
export const searchable = (text: string): string => text.toLocaleLowerCase().replace(/[ʻʼ‘’`']/g, "'");
