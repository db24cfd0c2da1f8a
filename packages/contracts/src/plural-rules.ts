import { LANGUAGES, type Language } from './constants.js';

/** The part of i18next's plural resolver this needs (`i18n.services.pluralResolver`, typed `any` there). */
interface PluralRuleSource {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * The locale whose plural rules each language follows. Browsers have no plural data for Tajik (tg): Chromium
 * answers with its own default locale. Tajik, like Uzbek, keeps the noun singular after a number and our texts
 * have the two forms one and other, so it follows uz.
 */
export const PLURAL_LOCALES: Record<Language, string> = { uz: 'uz', uzc: 'uz', ru: 'ru', en: 'en', tj: 'uz' };

const isLanguage = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * i18next picks a plural form with `new Intl.PluralRules(<language code>)`. Two of our codes, uzc and tj, are no
 * language Intl knows, and for those it answers with the runtime's default locale: in a browser (or a server)
 * set to Russian, Uzbek in Cyrillic and Tajik would choose their forms by Russian's rules (21 taking the one
 * form, 3 the few form). Each code's rules are taken from PLURAL_LOCALES instead. Call after `init`.
 */
export function pluralRulesByTag(i18n: { services: { pluralResolver: PluralRuleSource } }): void {
  const resolver = i18n.services.pluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLanguage(code) ? PLURAL_LOCALES[code] : code, options);
}

/** The plural forms a language's texts need: the categories of its rules (one, few, many, other…). */
export const pluralFormsOf = (language: Language): string[] =>
  [...new Intl.PluralRules(PLURAL_LOCALES[language]).resolvedOptions().pluralCategories].sort();
