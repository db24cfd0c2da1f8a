import type { Language } from '@portal/contracts';

// Plain data: the app's i18n set-up and the build's prerender both read it; public/theme-init.js keeps a copy.

/**
 * The languages whose messages stand in for a missing one, loaded with the visitor's own. Every locale has every
 * key and every plural form its language uses (the locale parity tests), so uz, ru and en need none. uzc and tj
 * keep uz: i18next picks a plural form by the language code, and `uzc` and `tj` are codes Intl does not know, so
 * the browser's own locale decides their forms (a Russian browser asks a Tajik text for its _few form, which only
 * the uz fallback answers).
 */
export const FALLBACK_LANGUAGES: Partial<Record<Language, Language[]>> = { uzc: ['uz'], tj: ['uz'] };

export const fallbacksOf = (lang: Language): Language[] => FALLBACK_LANGUAGES[lang] ?? [];
