/**
 * Dates as people type them, in the interface's order: day, month, year. Uzbek (both scripts), Russian and Tajik
 * write dd.mm.yyyy, English dd/mm/yyyy; any of . / - , or a space separates, or none at all ("15031990"). A full
 * ISO date (1990-03-15) is read too: a four-digit year first, with dashes, cannot be mistaken. Anything that
 * could be read two ways or is no calendar date is refused with a reason, never guessed.
 */

/** What stands between day, month and year in the interface's language. */
export type DateSeparator = '.' | '/';

export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  | { kind: 'refused'; reason: DateRefusal };

/** Each reason has its text in the kit's `validation` namespace as `date_<reason>`. */
export type DateRefusal = 'format' | 'ambiguous' | 'not_real' | 'future' | 'too_early';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEPARATED = /^(\d{1,2})[./\-, ](\d{1,2})[./\-, ](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[./\-, ](\d{1,2})[./\-, ](\d{1,2})$/;
/** Below this year a typed date is a slip (0990, 1090), not a date anyone here means. */
const EARLIEST_YEAR = 1900;

/** English writes dd/mm/yyyy, the others dd.mm.yyyy. */
export const dateSeparatorOf = (language: string): DateSeparator => (language.startsWith('en') ? '/' : '.');

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The parts of what was typed, day first; null when it is not written day, month, year. */
function partsOf(text: string): [number, number, number] | null {
  const iso = ISO.exec(text);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  if (/^\d{8}$/.test(text)) {
    return [Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4))];
  }
  const separated = SEPARATED.exec(text);
  return separated ? [Number(separated[1]), Number(separated[2]), Number(separated[3])] : null;
}

/** Eight digits that are a date only year first (19900315). */
function readsYearFirst(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  return year >= EARLIEST_YEAR && isRealDate(year, Number(text.slice(4, 6)), Number(text.slice(6)));
}

/**
 * Reads what was typed. `min` and `max` are ISO dates (a form passes today as `max` for a date that cannot lie
 * ahead, such as a birthday); a date after `max` is refused as "future".
 */
export function readTypedDate(typed: string, limits: { min?: string; max?: string } = {}): TypedDate {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  // A year first ("1990.03.15", or "19900315" that is no date day first) is not the interface's order: saving
  // it as 19.90… or guessing the swap is how a birthday went wrong, so it is refused with the order to use.
  if (!ISO.test(text) && YEAR_FIRST.test(text)) return { kind: 'refused', reason: 'ambiguous' };
  const parts = partsOf(text);
  if (!parts) return { kind: 'refused', reason: 'format' };
  const [day, month, year] = parts;
  if (!isRealDate(year, month, day)) {
    return { kind: 'refused', reason: readsYearFirst(text) ? 'ambiguous' : 'not_real' };
  }
  const iso = isoOf(year, month, day);
  if (limits.max && iso > limits.max) return { kind: 'refused', reason: 'future' };
  if (year < EARLIEST_YEAR || (limits.min && iso < limits.min))
    return { kind: 'refused', reason: 'too_early' };
  return { kind: 'date', iso };
}

/** An ISO date as the interface writes it: 15.03.1990, or 15/03/1990 in English. */
export function formatDate(iso: string, separator: DateSeparator): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  return [match[3], match[2], match[1]].join(separator);
}
