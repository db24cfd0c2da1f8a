import { LANGUAGE_TAGS, type Language, TASHKENT_TIME_ZONE } from '@portal/contracts';

/** A moment as date and time in Tashkent, in the UI language's style (Russian order where data is missing). */
export function formatDateTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat([LANGUAGE_TAGS[lang], 'ru'], {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A time of day in Tashkent, e.g. 14:05. */
export function formatTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat([LANGUAGE_TAGS[lang], 'ru'], {
    timeZone: TASHKENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
