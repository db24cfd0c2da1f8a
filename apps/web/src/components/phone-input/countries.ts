import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export type CountryOption = {
  code: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
  /** The name in the UI language and in English, lower-cased: people often type the Latin name. */
  searchText: string;
};

export const DEFAULT_COUNTRY: CountryCode = 'UZ';

/** The flag emoji: each letter of the ISO code shifted into the regional-indicator block. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/** Every country libphonenumber knows, named in the UI language, Uzbekistan first, the rest by name. */
export function listCountries(languageTag: string): CountryOption[] {
  const names = new Intl.DisplayNames([languageTag, 'en'], { type: 'region', fallback: 'code' });
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(languageTag);
  const options = getCountries().map((code) => {
    const name = names.of(code) ?? code;
    return {
      code,
      name,
      dialCode: getCountryCallingCode(code),
      flag: flagOf(code),
      searchText: `${name} ${englishNames.of(code) ?? ''}`.toLocaleLowerCase(),
    };
  });
  return options.sort((a, b) =>
    a.code === DEFAULT_COUNTRY ? -1 : b.code === DEFAULT_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}

/** Matches a country by name (UI language or English), ISO code or dialling code ("uzb", "UZ", "+998"). */
export function matchesCountry(option: CountryOption, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  const digits = needle.replace(/^\+/, '');
  return (
    option.searchText.includes(needle) ||
    option.code.toLowerCase() === needle ||
    (/^\d+$/.test(digits) && option.dialCode.startsWith(digits))
  );
}
