// Business constants of spec §9, shared by the API and the web client.

export const LANGUAGES = ['uz', 'uzc', 'ru', 'en', 'tj'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';

export const THEMES = ['default', 'twilight', 'night'] as const;
export type Theme = (typeof THEMES)[number];

export const PERIOD_SECONDS = { day: 86_400, month: 2_592_000, year: 31_536_000 } as const;
export type PeriodName = keyof typeof PERIOD_SECONDS;

export const LIMITS = {
  passwordMin: 8,
  /** The change-password inputs are capped at 15 characters (spec §5). */
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

/** Session idle lifetimes (DESIGN.md §2): remember me keeps a session 30 days idle, otherwise 12 hours. */
export const SESSION_IDLE_SECONDS = { remembered: 30 * 86_400, browser: 12 * 3_600 } as const;

/** 1 som = 100 tiyin. Money is integer tiyin inside; the API shows som. */
export const TIYIN_PER_SOM = 100;
export const tiyinToSom = (tiyin: number): number => tiyin / TIYIN_PER_SOM;
