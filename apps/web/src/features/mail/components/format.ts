import { type Language, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { formatDate, formatTime } from '@/lib/format';

/** The calendar day of a moment in Tashkent, as YYYY-MM-DD: the key of a date separator. */
export function dayKey(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

const previousDay = (now: Date) => new Date(now.getTime() - 86_400_000);

/** "today", "yesterday" or the date, for a separator in the conversation. */
export function dayLabel(iso: string, now: Date, lang: Language): 'today' | 'yesterday' | string {
  const key = dayKey(iso);
  if (key === dayKey(now)) return 'today';
  if (key === dayKey(previousDay(now))) return 'yesterday';
  return formatDate(iso, lang);
}

/** The contacts list shows the time for today's messages and the date for older ones. */
export function shortMoment(iso: string, now: Date, lang: Language): string {
  return dayKey(iso) === dayKey(now) ? formatTime(iso, lang) : formatDate(iso, lang);
}
