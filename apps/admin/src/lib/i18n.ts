import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pluralRulesByTag,
} from '@portal/contracts';
import { withKitLocales } from '@portal/web-kit/i18n';
import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

// The console's texts by namespace, one file each (src/locales/<lang>/<ns>.json: common, nav, customers, audit,
// …), and the kit's (errors, validation) that both apps share; a key names its namespace (`customers:title`).
// Only the chosen language and the uz fallback are downloaded, every namespace of them at once: the console is
// small and staff open many of its pages in a session.
const { localeFiles, namespaces } = withKitLocales(
  import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' }),
);

export { namespaces };

const STORAGE_KEY = 'portal-console-language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : storedLanguage());

async function load(lang: Language): Promise<ResourceLanguage> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => {
      const file = localeFiles[`${lang}/${ns}`];
      if (!file) throw new Error(`no locale file ${lang}/${ns}.json`);
      return [ns, await file()] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

export async function initI18n(lang: Language = storedLanguage()): Promise<void> {
  const languages = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  const bundles = await Promise.all(languages.map(load));
  document.documentElement.lang = LANGUAGE_TAGS[lang];
  if (i18n.isInitialized) {
    languages.forEach((code, index) => {
      for (const [ns, messages] of Object.entries(bundles[index] ?? {})) {
        i18n.addResourceBundle(code, ns, messages, true, true);
      }
    });
    await i18n.changeLanguage(lang);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(languages.map((code, index) => [code, bundles[index] ?? {}])),
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  pluralRulesByTag(i18n);
}

export async function switchLanguage(lang: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang);
  await initI18n(lang);
}

export { i18n };
