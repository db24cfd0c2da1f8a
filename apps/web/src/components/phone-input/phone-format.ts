import { AsYouType, type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';

export type FormattedPhone = { text: string; country: CountryCode | undefined; nationalNumber: string };

/** Formats international digits (without "+") by the mask of the country they dial. */
export function formatInternational(digits: string): FormattedPhone {
  if (!digits) return { text: '', country: undefined, nationalNumber: '' };
  const formatter = new AsYouType();
  const text = formatter.input(`+${digits}`);
  const callingCode = formatter.getCallingCode() ?? '';
  return { text, country: formatter.getCountry(), nationalNumber: digits.slice(callingCode.length) };
}

/**
 * Reads what the user typed. A number starting with "+" is international; anything else is taken as a
 * national number of the selected country. Digits are capped (docs/product/account.md: 15 unless long numbers are allowed).
 */
export function parseTypedPhone(raw: string, country: CountryCode, maxDigits: number | null): FormattedPhone {
  let digits = raw.replace(/\D/g, '');
  if (!digits) return formatInternational('');
  if (!raw.trimStart().startsWith('+')) digits = `${getCountryCallingCode(country)}${digits}`;
  return formatInternational(maxDigits === null ? digits : digits.slice(0, maxDigits));
}

/** Keeps the national part of the number and swaps in the new country's dialling code. */
export function switchCountry(value: string, country: CountryCode, maxDigits: number | null): FormattedPhone {
  const { nationalNumber } = formatInternational(value.replace(/\D/g, ''));
  const digits = `${getCountryCallingCode(country)}${nationalNumber}`;
  return formatInternational(maxDigits === null ? digits : digits.slice(0, maxDigits));
}
