// Business constants of docs/product/limits.md, shared by the API and the web client.

export const LANGUAGES = ['uz', 'uzc', 'ru', 'en', 'tj'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';

export const THEMES = ['default', 'twilight', 'night'] as const;
export type Theme = (typeof THEMES)[number];

export const PERIOD_SECONDS = { day: 86_400, month: 2_592_000, year: 31_536_000 } as const;
export type PeriodName = keyof typeof PERIOD_SECONDS;

export const LIMITS = {
  passwordMin: 8,
  /** The change-password inputs are capped at 15 characters (docs/product/account.md). */
  passwordChangeMax: 15,
  passwordMax: 128,
  nameMax: 64,
  emailMax: 254,
  usernameMax: 15,
  captchaDigits: 4,
  phoneDigitCap: 15,
  pageSize: 100,
  /** The oldest birthday we accept, in years before today. */
  maxAgeYears: 120,
} as const;

export const RUBLE_TO_SOM = 145;
export const TASHKENT_TIME_ZONE = 'Asia/Tashkent';

/** Session idle lifetimes (docs/product/account.md): remember me keeps a session 30 days idle, otherwise 12 hours. */
export const SESSION_IDLE_SECONDS = { remembered: 30 * 86_400, browser: 12 * 3_600 } as const;

/** 1 som = 100 tiyin. Money is integer tiyin inside; the API shows som. */
export const TIYIN_PER_SOM = 100;
export const tiyinToSom = (tiyin: number): number => tiyin / TIYIN_PER_SOM;

/**
 * The locale numbers are formatted in, per language. Uzbek and Tajik write numbers like Russian does
 * (1 234 567,5); Chromium formats uz-Latn and tg the English way (its locale data for them is incomplete), so the
 * Russian pattern stands in for them.
 */
export const NUMBER_LOCALES: Record<Language, string> = { uz: 'ru', uzc: 'ru', ru: 'ru', en: 'en', tj: 'ru' };

/** BCP 47 tags of our language codes: sent as Accept-Language and used for <html lang> and Intl. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  uz: 'uz-Latn',
  uzc: 'uz-Cyrl',
  ru: 'ru',
  en: 'en',
  tj: 'tg',
};

/** Reads our language from an Accept-Language header or a bare code; falls back to uz. */
export function parseLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
    if (tag === 'uz-cyrl' || tag.startsWith('uz-cyrl-')) return 'uzc';
    if (tag === 'tg' || tag.startsWith('tg-')) return 'tj';
    const primary = tag.split('-')[0];
    if (primary === 'uz' || primary === 'ru' || primary === 'en') return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages an operator may give a display name in besides uz, which is the main field and the fallback. */
export const NAME_LANGUAGES = ['uzc', 'ru', 'en', 'tj'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
/** Operator-set display names of one thing, per language other than uz; a missing one falls back to uz. */
export type NameTranslations = Partial<Record<NameLanguage, string>>;

/** The display name in `language`: its translation when the operator set one, else the uz name. */
export function localizedName<T extends string | null>(
  uz: T,
  translations: NameTranslations,
  language: Language,
) {
  if (language === 'uz') return uz;
  return (translations[language] || uz) as T;
}

/**
 * Lower-case words joined by hyphens: the slug is a knowledge-base article's address (/info/kb/<slug>). Here, not
 * with the rest of the knowledge base, because the guest ticket form (zod/mini) names the article read too.
 */
export const KB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KB_SLUG_MAX = 80;
export const KB_BODY_MAX = 50_000;
