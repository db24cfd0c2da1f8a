import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/contracts';
import { kitLocaleFiles } from '@portal/web-kit/i18n';
import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

// One file per language (src/locales/<lang>.json), its sections (common, customers, audit, …) as the first part of
// every key; only the chosen language and the uz fallback are downloaded. The console is small: one namespace.
type Messages = Record<string, unknown>;
const localeFiles = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

const STORAGE_KEY = 'portal-console-language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : storedLanguage());

/** The kit's namespaces (errors, validation): the texts both apps share, each held once in the kit. */
const KIT_NAMESPACES = ['errors', 'validation'] as const;

async function load(lang: Language): Promise<ResourceLanguage> {
  const file = localeFiles[`../locales/${lang}.json`];
  const kitFiles = KIT_NAMESPACES.map((ns) => kitLocaleFiles[`${lang}/${ns}`]);
  if (!file || kitFiles.some((kitFile) => !kitFile)) throw new Error(`no locale files for ${lang}`);
  const [translation, ...kit] = await Promise.all([file(), ...kitFiles.map((kitFile) => kitFile?.() ?? {})]);
  return { translation, ...Object.fromEntries(KIT_NAMESPACES.map((ns, index) => [ns, kit[index] ?? {}])) };
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
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export async function switchLanguage(lang: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang);
  await initI18n(lang);
}

export { i18n };
