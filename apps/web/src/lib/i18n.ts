import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@portal/contracts';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLocation } from './browser-location';
import { getStoredLanguage, storeLanguage } from './language';

type Messages = Record<string, unknown>;

// Every src/locales/{lang}/{ns}.json is picked up here, each as its own lazy chunk, so only the chosen
// language and the uz fallback are downloaded before the first render.
const localeFiles = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' });

const fileKey = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/;

export const namespaces: string[] = [
  ...new Set(Object.keys(localeFiles).map((path) => fileKey.exec(path)?.[2] ?? '')),
].filter(Boolean);

async function loadLanguage(lang: Language): Promise<Resource[string]> {
  const entries = Object.entries(localeFiles).flatMap(([path, load]) => {
    const match = fileKey.exec(path);
    return match?.[1] === lang ? [[match[2] ?? '', load] as const] : [];
  });
  const loaded = await Promise.all(entries.map(async ([ns, load]) => [ns, await load()] as const));
  return Object.fromEntries(loaded);
}

export async function initI18n(lang: Language = getStoredLanguage()) {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  const bundles = await Promise.all(languages.map(loadLanguage));
  const resources = Object.fromEntries(languages.map((code, index) => [code, bundles[index] ?? {}]));

  document.documentElement.lang = LANGUAGE_TAGS[lang];
  if (i18n.isInitialized) {
    for (const [code, bundle] of Object.entries(resources)) {
      for (const [ns, messages] of Object.entries(bundle))
        i18n.addResourceBundle(code, ns, messages, true, true);
    }
    await i18n.changeLanguage(lang);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(LANGUAGE_TAGS),
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

/** The UI language in use; falls back to the stored choice before i18n starts. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang && lang in LANGUAGE_TAGS ? (lang as Language) : getStoredLanguage();
}

/** Spec §2: changing the language stores the choice and reloads the page. */
export function changeLanguage(lang: Language): void {
  storeLanguage(lang);
  browserLocation.reload();
}

export { i18n };
