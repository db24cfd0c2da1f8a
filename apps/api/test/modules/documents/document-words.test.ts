import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../src/modules/documents/format/amount-in-words.js';
import { formatDocumentAmount } from '../../../src/modules/documents/format/document-number.js';

// How a document writes an amount: in figures by the Uzbek and Russian convention, and in words in each language.

const NBSP = '\u00A0';

describe('document amounts in figures', () => {
  it('groups by three with a no-break space and writes the tiyin after a comma', () => {
    expect(formatDocumentAmount(15_000_000)).toBe(`150${NBSP}000,00`);
    expect(formatDocumentAmount(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatDocumentAmount(0)).toBe('0,00');
    expect(formatDocumentAmount(5)).toBe('0,05');
    expect(formatDocumentAmount(-100_000)).toBe(`-1${NBSP}000,00`);
  });
});

/** Som and tiyin → the words each language writes. */
const CASES: [number, Record<'uz' | 'uzc' | 'ru' | 'en' | 'tj', string>][] = [
  [
    0,
    {
      uz: 'Nol soʻm 00 tiyin',
      uzc: 'Нол сўм 00 тийин',
      ru: 'Ноль сумов 00 тийинов',
      en: 'Zero som 00 tiyin',
      tj: 'Сифр сӯм 00 тийин',
    },
  ],
  [
    100,
    {
      uz: 'Bir soʻm 00 tiyin',
      uzc: 'Бир сўм 00 тийин',
      ru: 'Один сум 00 тийинов',
      en: 'One som 00 tiyin',
      tj: 'Як сӯм 00 тийин',
    },
  ],
  [
    1_100,
    {
      uz: 'Oʻn bir soʻm 00 tiyin',
      uzc: 'Ўн бир сўм 00 тийин',
      ru: 'Одиннадцать сумов 00 тийинов',
      en: 'Eleven som 00 tiyin',
      tj: 'Ёздаҳ сӯм 00 тийин',
    },
  ],
  [
    10_000,
    {
      uz: 'Bir yuz soʻm 00 tiyin',
      uzc: 'Бир юз сўм 00 тийин',
      ru: 'Сто сумов 00 тийинов',
      en: 'One hundred som 00 tiyin',
      tj: 'Сад сӯм 00 тийин',
    },
  ],
  [
    100_000,
    {
      uz: 'Bir ming soʻm 00 tiyin',
      uzc: 'Бир минг сўм 00 тийин',
      ru: 'Одна тысяча сумов 00 тийинов',
      en: 'One thousand som 00 tiyin',
      tj: 'Як ҳазор сӯм 00 тийин',
    },
  ],
  [
    15_000_000,
    {
      uz: 'Bir yuz ellik ming soʻm 00 tiyin',
      uzc: 'Бир юз эллик минг сўм 00 тийин',
      ru: 'Сто пятьдесят тысяч сумов 00 тийинов',
      en: 'One hundred fifty thousand som 00 tiyin',
      tj: 'Саду панҷоҳ ҳазор сӯм 00 тийин',
    },
  ],
  [
    123_456_789,
    {
      uz: 'Bir million ikki yuz oʻttiz toʻrt ming besh yuz oltmish yetti soʻm 89 tiyin',
      uzc: 'Бир миллион икки юз ўттиз тўрт минг беш юз олтмиш етти сўм 89 тийин',
      ru: 'Один миллион двести тридцать четыре тысячи пятьсот шестьдесят семь сумов 89 тийинов',
      en: 'One million two hundred thirty-four thousand five hundred sixty-seven som 89 tiyin',
      tj: 'Як миллиону дусаду сию чор ҳазору панҷсаду шасту ҳафт сӯм 89 тийин',
    },
  ],
  [
    2_200_201,
    {
      uz: 'Yigirma ikki ming ikki soʻm 01 tiyin',
      uzc: 'Йигирма икки минг икки сўм 01 тийин',
      ru: 'Двадцать две тысячи два сума 01 тийин',
      en: 'Twenty-two thousand two som 01 tiyin',
      tj: 'Бисту ду ҳазору ду сӯм 01 тийин',
    },
  ],
];

describe('document amounts in words', () => {
  for (const [tiyin, expected] of CASES) {
    it(`writes ${formatDocumentAmount(tiyin)} in the five languages`, () => {
      for (const [language, words] of Object.entries(expected)) {
        expect(amountInWords(tiyin, language as keyof typeof expected)).toBe(words);
      }
    });
  }

  it('reads a refund (a negative amount) as its size', () => {
    expect(amountInWords(-1_100, 'ru')).toBe('Одиннадцать сумов 00 тийинов');
  });
});
