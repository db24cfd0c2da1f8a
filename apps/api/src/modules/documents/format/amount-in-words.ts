import type { Language } from '@portal/contracts';
import { russianForm, russianWords, tajikWords, uzbekCyrillicWords } from './words-cyrillic.js';
import { englishWords, uzbekWords } from './words-uzbek-english.js';

// The amount in words an invoice or act carries under its total: the whole som in words, the tiyin in two
// digits, the first letter capital ("Bir yuz ellik ming soʻm 00 tiyin"), as banks and accountants write it.

interface Words {
  whole: (value: number) => string | null;
  zero: string;
  som: (count: number) => string;
  tiyin: (count: number) => string;
}

const WORDS: Record<Language, Words> = {
  uz: { whole: uzbekWords, zero: 'nol', som: () => 'soʻm', tiyin: () => 'tiyin' },
  uzc: { whole: uzbekCyrillicWords, zero: 'нол', som: () => 'сўм', tiyin: () => 'тийин' },
  ru: {
    whole: russianWords,
    zero: 'ноль',
    som: (count) => ['сум', 'сума', 'сумов'][russianForm(count)] ?? 'сумов',
    tiyin: (count) => ['тийин', 'тийина', 'тийинов'][russianForm(count)] ?? 'тийинов',
  },
  en: { whole: englishWords, zero: 'zero', som: () => 'som', tiyin: () => 'tiyin' },
  tj: { whole: tajikWords, zero: 'сифр', som: () => 'сӯм', tiyin: () => 'тийин' },
};

/** 15000089 tiyin in Russian → "Сто пятьдесят тысяч сумов 89 тийинов"; a negative amount reads as its size. */
export function amountInWords(tiyin: number, language: Language): string {
  const words = WORDS[language];
  const som = Math.floor(Math.abs(tiyin) / 100);
  const rest = Math.abs(tiyin) % 100;
  const text = `${words.whole(som) ?? words.zero} ${words.som(som)} ${String(rest).padStart(2, '0')} ${words.tiyin(rest)}`;
  return text.charAt(0).toLocaleUpperCase(language === 'en' ? 'en' : 'ru') + text.slice(1);
}
