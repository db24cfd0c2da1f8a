import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Part of lib/format, in its own module so that only screens which show a phone number load libphonenumber's
// metadata (lib/format itself is on the first screen).

/**
 * A stored number (E.164, e.g. +998901234567) the way the phone input writes it and every screen shows it:
 * +998 90 123 45 67. A number without "+" is read as Uzbek, as the API does; anything unreadable stays as is.
 */
export function formatPhone(raw: string): string {
  const phone = parsePhoneNumberFromString(raw.trim(), 'UZ');
  return phone ? phone.formatInternational() : raw;
}
