import { HOME_COUNTRY, LANGUAGE_TAGS, type Language, RECORD_COUNTRIES } from '@portal/contracts';

export type CountryChoice = { code: string; name: string };

/**
 * Every country of the record schema, Uzbekistan first, the rest by name in the UI language (`nameOf`: the
 * names of lib/country-names, which knows the languages the browser does not).
 */
export function countryChoices(lang: Language, nameOf: (code: string) => string): CountryChoice[] {
  const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
  return RECORD_COUNTRIES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}
