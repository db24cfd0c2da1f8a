import { type Language, NUMBER_LOCALES, TASHKENT_TIME_ZONE } from '@portal/contracts';

/** A som amount with grouping and up to 2 decimals, in the UI language's number style. */
export function formatSom(amount: number, lang: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

// Dates and times are shown in Tashkent time, one form per language on every screen: 24.11.2026 in
// uz, uzc, ru and tj, "24 Nov 2026" in en, and 24-hour times. They are put together from numeric parts because the
// engines disagree: Chromium writes uz-Latn dates as 2026-11-24, spells its months "M11", and has no tg data.
// Made on first use: building a formatter with a time zone loads the engine's zone data, tens of milliseconds on a
// phone, which a screen without dates (login, registration) should not pay while it starts.
let tashkentParts: Intl.DateTimeFormat | undefined;
const tashkentFormatter = () =>
  (tashkentParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function partsOf(iso: string | Date) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = tashkentFormatter().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Today in Tashkent as a date input's value (2026-11-24): the `max` of a birthday, as the server counts days. */
export function todayForDateInput(now: Date = new Date()): string {
  const parts = partsOf(now);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : now.toISOString().slice(0, 10);
}

/** A calendar date: 24.11.2026, or 24 Nov 2026 in English. */
export function formatDate(iso: string | Date, lang: Language): string {
  const parts = partsOf(iso);
  if (!parts) return String(iso);
  if (lang === 'en') return `${Number(parts.day)} ${EN_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** A time of day, e.g. 14:05. */
export function formatTime(iso: string | Date, _lang: Language): string {
  const parts = partsOf(iso);
  return parts ? `${parts.hour}:${parts.minute}` : String(iso);
}

/** A date with its time of day: 24.11.2026 14:05, or 24 Nov 2026, 14:05 in English. */
export function formatDateTime(iso: string | Date, lang: Language): string {
  if (!partsOf(iso)) return String(iso);
  return `${formatDate(iso, lang)}${lang === 'en' ? ',' : ''} ${formatTime(iso, lang)}`;
}
