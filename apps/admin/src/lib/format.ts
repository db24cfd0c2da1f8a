import { type Language, NUMBER_LOCALES, TASHKENT_TIME_ZONE } from '@portal/contracts';

// Dates in Tashkent time, dd.mm.yyyy hh:mm in every language, as the portal shows them; money in som.

export function formatDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TASHKENT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A day (yyyy-mm-dd, as the API sends a date without a time) as the console writes it: dd.mm.yyyy. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

export function formatSom(amount: number, lang: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], { maximumFractionDigits: 2 }).format(amount);
}

/** Start and end of a day in Tashkent (UTC+5, no daylight saving), as the API's ISO times. */
export const dayStart = (day: string) => `${day}T00:00:00+05:00`;
export const dayEnd = (day: string) => `${day}T23:59:59.999+05:00`;

/** Today's date in Tashkent, yyyy-mm-dd, as a date input wants it. */
export const tashkentToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TASHKENT_TIME_ZONE }).format(now);
