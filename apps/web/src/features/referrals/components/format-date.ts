import { LANGUAGE_TAGS, type Language, TASHKENT_TIME_ZONE } from '@portal/contracts';

/** A calendar date in Tashkent time; numeric, as Chromium lacks the month names of uz-Latn and tg. */
export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat([LANGUAGE_TAGS[lang], 'ru'], {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
