import type { Language } from '@portal/contracts';

// Plain data: the app's i18n set-up and the build's prerender both read it; public/theme-init.js keeps a copy.

/**
 * The languages whose messages stand in for a missing one, loaded with the visitor's own. Every locale has every
 * key and every plural form its language uses (the locale parity tests), so uz, ru and en need none. uzc and tj
 * keep uz, the language their texts were translated from, as the one that answers should a key go missing; their
 * plural forms no longer depend on it (`PLURAL_LOCALES` in contracts gives i18next their rules).
 */
export const FALLBACK_LANGUAGES: Partial<Record<Language, Language[]>> = { uzc: ['uz'], tj: ['uz'] };

export const fallbacksOf = (lang: Language): Language[] => FALLBACK_LANGUAGES[lang] ?? [];
