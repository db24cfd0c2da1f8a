import type { Language } from '@portal/contracts';

// Each language is named in itself, the same in every locale, so a reader finds theirs whatever the
// current language is. These names are therefore data, not translatable messages.
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: 'Oʻzbekcha',
  uzc: 'Ўзбекча',
  ru: 'Русский',
  en: 'English',
  tj: 'Тоҷикӣ',
};
