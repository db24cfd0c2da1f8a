import { LANGUAGE_TAGS, type Language } from '@portal/contracts';

/** A som amount with grouping and up to 2 decimals, in the UI language's number style. */
export function formatSom(amount: number, lang: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[lang], {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
