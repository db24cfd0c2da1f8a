import { HOME_COUNTRY, LANGUAGE_TAGS, type Language, RECORD_COUNTRIES } from '@portal/contracts';

export type CountryChoice = { code: string; name: string };

const displayNames = (tag: string) => {
  try {
    return new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
};

/**
 * A country's name in the UI language. Browsers ship region names for few languages (Chromium has none in
 * Uzbek), and then answer the bare code: English names stand in for those.
 */
export function countryNamer(lang: Language): (code: string) => string {
  const local = displayNames(LANGUAGE_TAGS[lang]);
  const english = displayNames('en');
  return (code) => {
    const name = local?.of(code);
    return name && name !== code ? name : (english?.of(code) ?? code);
  };
}

export const countryName = (code: string, lang: Language) => countryNamer(lang)(code);

/** Every country of the record schema, Uzbekistan first, the rest by name in the UI language. */
export function countryChoices(lang: Language): CountryChoice[] {
  const nameOf = countryNamer(lang);
  const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
  return RECORD_COUNTRIES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    a.code === HOME_COUNTRY ? -1 : b.code === HOME_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}
