import { triples, type UzbekLetters, uzbekWords } from './words-uzbek-english.js';

// Whole numbers in words in Uzbek (Cyrillic), Russian and Tajik, for the amount in words on invoices and acts.

const UZC: UzbekLetters = {
  units: ['', 'бир', 'икки', 'уч', 'тўрт', 'беш', 'олти', 'етти', 'саккиз', 'тўққиз'],
  tens: ['', 'ўн', 'йигирма', 'ўттиз', 'қирқ', 'эллик', 'олтмиш', 'етмиш', 'саксон', 'тўқсон'],
  hundred: 'юз',
  scales: ['', 'минг', 'миллион', 'миллиард'],
};
export const uzbekCyrillicWords = (value: number) => uzbekWords(value, UZC);

const RU_UNITS = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_UNITS_FEMININE = ['', 'одна', 'две', ...RU_UNITS.slice(3)];
const RU_TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const RU_HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];
/** One, a few (2–4) and many of each scale word. */
const RU_SCALES: [string, string, string][] = [
  ['', '', ''],
  ['тысяча', 'тысячи', 'тысяч'],
  ['миллион', 'миллиона', 'миллионов'],
  ['миллиард', 'миллиарда', 'миллиардов'],
];

/** Which of the three Russian forms a count takes: 1 сум, 2 сума, 5 сумов (11–14 take the third). */
export function russianForm(count: number): 0 | 1 | 2 {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 2;
  if (last === 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
}

export function russianWords(value: number): string | null {
  if (value === 0) return null;
  const words: string[] = [];
  triples(value).forEach((group, scale) => {
    if (group === 0) return;
    const rest = group % 100;
    const units = scale === 1 ? RU_UNITS_FEMININE : RU_UNITS;
    const part = [
      RU_HUNDREDS[Math.floor(group / 100)] ?? '',
      rest >= 10 && rest < 20 ? (RU_TEENS[rest - 10] ?? '') : (RU_TENS[Math.floor(rest / 10)] ?? ''),
      rest >= 10 && rest < 20 ? '' : (units[rest % 10] ?? ''),
      RU_SCALES[scale]?.[russianForm(group)] ?? '',
    ].filter(Boolean);
    words.unshift(part.join(' '));
  });
  return words.join(' ');
}

const TJ_UNITS = ['', 'як', 'ду', 'се', 'чор', 'панҷ', 'шаш', 'ҳафт', 'ҳашт', 'нӯҳ'];
const TJ_TEENS = [
  'даҳ',
  'ёздаҳ',
  'дувоздаҳ',
  'сездаҳ',
  'чордаҳ',
  'понздаҳ',
  'шонздаҳ',
  'ҳабдаҳ',
  'ҳаждаҳ',
  'нуздаҳ',
];
const TJ_TENS = ['', '', 'бист', 'си', 'чил', 'панҷоҳ', 'шаст', 'ҳафтод', 'ҳаштод', 'навад'];
const TJ_HUNDREDS = [
  '',
  'сад',
  'дусад',
  'сесад',
  'чорсад',
  'панҷсад',
  'шашсад',
  'ҳафтсад',
  'ҳаштсад',
  'нӯҳсад',
];
const TJ_SCALES = ['', 'ҳазор', 'миллион', 'миллиард'];
const TJ_VOWELS = /[аеиоуӯэюяӣ]$/;

/**
 * Tajik joins the parts of a number with the conjunction -у (-ю after a vowel) on every part but the last:
 * 1 234 = "як ҳазору дусаду сию чор".
 */
export function tajikWords(value: number): string | null {
  if (value === 0) return null;
  const parts: string[] = [];
  triples(value).forEach((group, scale) => {
    if (group === 0) return;
    const rest = group % 100;
    const own = [
      TJ_HUNDREDS[Math.floor(group / 100)] ?? '',
      rest >= 10 && rest < 20 ? (TJ_TEENS[rest - 10] ?? '') : (TJ_TENS[Math.floor(rest / 10)] ?? ''),
      rest >= 10 && rest < 20 ? '' : (TJ_UNITS[rest % 10] ?? ''),
    ].filter(Boolean);
    const scaleWord = TJ_SCALES[scale] ?? '';
    if (scaleWord) own[own.length - 1] = `${own[own.length - 1]} ${scaleWord}`;
    parts.unshift(...own);
  });
  return parts
    .map((part, index) => (index === parts.length - 1 ? part : `${part}${TJ_VOWELS.test(part) ? 'ю' : 'у'}`))
    .join(' ');
}
