import { LANGUAGE_TAGS, type Language, NUMBER_LOCALES, TASHKENT_TIME_ZONE } from '@portal/contracts';

/** A som amount with grouping and up to 2 decimals, in the UI language's number style. */
export function formatSom(amount: number, lang: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

// Dates and times are shown in Tashkent time. Browsers without Tajik (tg) date data would fall back to en-US
// month-first dates, so Russian order, which Tajik readers know, is the fallback; dates are numeric because
// Chromium lacks the month names of uz-Latn and tg.
const dateTimeFormat = (lang: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat([LANGUAGE_TAGS[lang], 'ru'], { timeZone: TASHKENT_TIME_ZONE, ...options });

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** A calendar date, e.g. 22.11.2026. */
export const formatDate = (iso: string | Date, lang: Language): string =>
  dateTimeFormat(lang, DATE).format(new Date(iso));

/** A time of day, e.g. 14:05. */
export const formatTime = (iso: string | Date, lang: Language): string =>
  dateTimeFormat(lang, TIME).format(new Date(iso));

/** A date with its time of day. */
export const formatDateTime = (iso: string | Date, lang: Language): string =>
  dateTimeFormat(lang, { ...DATE, ...TIME }).format(new Date(iso));
