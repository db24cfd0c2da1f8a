import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@portal/contracts';

// docs/product/overview.md: the choice is kept as `selectedLang` (the code) and `i18nConfig` ({lng, fallbackLng}).
// public/theme-init.js reads `selectedLang` too, to set <html lang> before first paint.
export const LANGUAGE_STORAGE_KEY = 'selectedLang';
export const I18N_CONFIG_STORAGE_KEY = 'i18nConfig';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Where the server reads the saved choice when it picks the language of a prerendered page. */
export const LANGUAGE_COOKIE = 'lang';

/** The language the server painted the page in (`data-lang`, from the cookie or Accept-Language), if any. */
function servedLanguage(): Language | null {
  const served = typeof document === 'undefined' ? undefined : document.documentElement.dataset.lang;
  return isLanguage(served) ? served : null;
}

/**
 * The language the server would choose (apps/api plugins/prerendered-pages.ts `pageLanguage`): the cookie, then
 * the browser's languages. The offline shell the service worker answers with was painted by nobody, so the
 * app chooses as the server would have, and an installed app opens in the visitor's language.
 */
function serverChoice(): Language {
  const cookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isLanguage(cookie)) return cookie;
  // Some embedded browsers report no list (and tests stub navigator without one).
  const browser = (typeof navigator === 'undefined' ? undefined : navigator.languages) ?? [];
  return parseLanguage(browser.join(','));
}

/**
 * The saved choice, else the language the server chose for this page, else the one it would choose (the cookie,
 * then the browser's languages), else uz.
 */
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
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  return servedLanguage() ?? serverChoice();
}

const savedChoice = (): Language | null => {
  try {
    const selected = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(selected) ? selected : null;
  } catch {
    return null;
  }
};

function writeLanguageCookie(lang: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A choice saved before the cookie existed is copied to it, so the server paints the next page in it. */
export function syncLanguageCookie(): void {
  const saved = savedChoice();
  if (saved && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${saved}`))
    writeLanguageCookie(saved);
}

export function storeLanguage(lang: Language): void {
  writeLanguageCookie(lang);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  localStorage.setItem(I18N_CONFIG_STORAGE_KEY, JSON.stringify({ lng: lang, fallbackLng: DEFAULT_LANGUAGE }));
}
