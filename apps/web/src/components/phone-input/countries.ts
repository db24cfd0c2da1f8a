import { LANGUAGE_TAGS, type Language } from '@portal/contracts';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { countryNamer, englishCountryName, searchable } from '@/lib/country-names';

export type CountryOption = {
  code: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
  /** The name in the UI language and in English, made searchable: people often type the Latin name. */
  searchText: string;
};

export const DEFAULT_COUNTRY: CountryCode = 'UZ';

/** The flag emoji: each letter of the ISO code shifted into the regional-indicator block. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * Every country libphonenumber knows, named in the UI language (`nameOf`: see lib/country-names), Uzbekistan
 * first, the rest by name.
 */
export function listCountries(lang: Language, nameOf = countryNamer(lang)): CountryOption[] {
  const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
  const options = getCountries().map((code) => countryOption(code, nameOf));
  return options.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}

/** Matches a country by name (UI language or English), ISO code or dialling code ("uzb", "UZ", "+998"). */
export function matchesCountry(option: CountryOption, query: string): boolean {
  const needle = searchable(query.trim());
  if (!needle) return true;
  const digits = needle.replace(/^\+/, '');
  return (
    option.searchText.includes(needle) ||
    option.code.toLowerCase() === needle ||
    (/^\d+$/.test(digits) && option.dialCode.startsWith(digits))
  );
}

/** One country as the picker shows it (the closed picker needs only the selected one). */
export function countryOption(code: CountryCode, nameOf: (code: string) => string): CountryOption {
  const name = nameOf(code);
  return {
    code,
    name,
    dialCode: getCountryCallingCode(code),
    flag: flagOf(code),
    searchText: searchable(`${name} ${englishCountryName(code)}`),
  };
}
