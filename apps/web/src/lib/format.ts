import type { Language } from '@portal/contracts';

/**
 * Uzbek and Tajik write numbers like Russian does (1 234 567,5). Chromium formats uz-Latn and tg the English
 * way (its locale data for them is incomplete), so the Russian pattern stands in for them.
 */
const NUMBER_LOCALES: Record<Language, string> = { uz: 'ru', uzc: 'ru', ru: 'ru', en: 'en', tj: 'ru' };

/** A som amount with grouping and up to 2 decimals, in the UI language's number style. */
export function formatSom(amount: number, lang: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
