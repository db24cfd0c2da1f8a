import { LANGUAGE_TAGS, type Language, pluralRulesByTag } from '@portal/contracts';
import { withKitLocales } from '@portal/web-kit/i18n';
import i18n, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { browserLocation } from './browser-location';
import { getStoredLanguage, storeLanguage } from './language';
import { LAZY_NAMESPACES } from './lazy-namespaces';

type Messages = Record<string, unknown>;

// Every src/locales/{lang}/{ns}.json is its own lazy chunk, and so are the kit's texts (errors, validation).
// Before the first render only the chosen language's part of the namespaces every page can need is downloaded;
// the cabinet areas' namespaces load when a screen first asks for them (react-i18next suspends that screen until
// then). No language falls back on another: every locale has every key and every plural form its language uses
// (the locale parity tests), so a second language would only be a second download of every namespace.
const { localeFiles, namespaces } = withKitLocales(
  import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' }),
);

export { LAZY_NAMESPACES, namespaces };

const loadNamespace = (lang: string, ns: string): Promise<Messages> => {
  const load = localeFiles[`${lang}/${ns}`];
  return load ? load() : Promise.reject(new Error(`no locale file ${lang}/${ns}.json`));
};

async function loadLanguage(lang: Language, wanted: readonly string[]): Promise<Resource[string]> {
  const loaded = await Promise.all(wanted.map(async (ns) => [ns, await loadNamespace(lang, ns)] as const));
  return Object.fromEntries(loaded);
}

/** `all` loads every namespace up front (tests render any screen at once). */
export interface InitOptions {
  preload?: 'first-render' | 'all';
}

export async function initI18n(lang: Language = getStoredLanguage(), options: InitOptions = {}) {
  const wanted =
    options.preload === 'all' ? namespaces : namespaces.filter((ns) => !LAZY_NAMESPACES.includes(ns));
  const resources: Resource = { [lang]: await loadLanguage(lang, wanted) };

  // The build's prerender runs in Node, where the page's <html lang> is written into the file instead.
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[lang];
  if (i18n.isInitialized) {
    for (const [code, bundle] of Object.entries(resources)) {
      for (const [ns, messages] of Object.entries(bundle))
        i18n.addResourceBundle(code, ns, messages, true, true);
    }
    await i18n.changeLanguage(lang);
    return i18n;
  }
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadNamespace))
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: Object.keys(LANGUAGE_TAGS),
      resources,
      // The resources above are a part; the backend fetches the rest on demand.
      partialBundledLanguages: true,
      ns: wanted,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  pluralRulesByTag(i18n);
  return i18n;
}

/** The UI language in use; falls back to the stored choice before i18n starts. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang && lang in LANGUAGE_TAGS ? (lang as Language) : getStoredLanguage();
}

/** docs/product/overview.md: changing the language stores the choice and reloads the page. */
export function changeLanguage(lang: Language): void {
  storeLanguage(lang);
  browserLocation.reload();
}

export { i18n };
