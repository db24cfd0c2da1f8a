import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts';

// Spec §3: the choice is kept as `selectedLang` (the code) and `i18nConfig` ({lng, fallbackLng}).
// public/theme-init.js reads `selectedLang` too, to set <html lang> before first paint.
export const LANGUAGE_STORAGE_KEY = 'selectedLang';
export const I18N_CONFIG_STORAGE_KEY = 'i18nConfig';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function getStoredLanguage(): Language {
  try {
    const selected = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(selected)) return selected;
    const config = JSON.parse(localStorage.getItem(I18N_CONFIG_STORAGE_KEY) ?? 'null') as {
      lng?: unknown;
    } | null;
    if (isLanguage(config?.lng)) return config.lng;
  } catch {
    // Unreadable storage or a malformed i18nConfig: fall through to the default.
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  localStorage.setItem(I18N_CONFIG_STORAGE_KEY, JSON.stringify({ lng: lang, fallbackLng: DEFAULT_LANGUAGE }));
}
