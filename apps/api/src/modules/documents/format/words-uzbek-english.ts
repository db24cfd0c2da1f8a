// Whole numbers in words in Uzbek (either script) and English, for the amount in words on invoices and acts.

/** Groups of three digits, lowest first: 1234567 → [567, 234, 1]. */
export function triples(value: number): number[] {
  const groups: number[] = [];
  let rest = value;
  do {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups;
}

const UZ_UNITS = ['', 'bir', 'ikki', 'uch', 'toʻrt', 'besh', 'olti', 'yetti', 'sakkiz', 'toʻqqiz'];
const UZ_TENS = ['', 'oʻn', 'yigirma', 'oʻttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'toʻqson'];
const UZ_SCALES = ['', 'ming', 'million', 'milliard'];

export interface UzbekLetters {
  units: string[];
  tens: string[];
  hundred: string;
  scales: string[];
}
const UZ_LATIN: UzbekLetters = { units: UZ_UNITS, tens: UZ_TENS, hundred: 'yuz', scales: UZ_SCALES };

/** Uzbek (Latin by default); documents say "bir yuz", "bir ming" as banks write them. */
export function uzbekWords(value: number, letters: UzbekLetters = UZ_LATIN): string | null {
  if (value === 0) return null;
  const words: string[] = [];
  triples(value).forEach((group, scale) => {
    if (group === 0) return;
    const hundreds = Math.floor(group / 100);
    const tens = Math.floor((group % 100) / 10);
    const units = group % 10;
    const part = [
      hundreds > 0 ? `${letters.units[hundreds]} ${letters.hundred}` : '',
      letters.tens[tens] ?? '',
      letters.units[units] ?? '',
      scale > 0 ? (letters.scales[scale] ?? '') : '',
    ].filter(Boolean);
    words.unshift(part.join(' '));
  });
  return words.join(' ');
}

const EN_SMALL = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion'];

export function englishWords(value: number): string | null {
  if (value === 0) return null;
  const words: string[] = [];
  triples(value).forEach((group, scale) => {
    if (group === 0) return;
    const hundreds = Math.floor(group / 100);
    const rest = group % 100;
    const tens =
      rest < 20
        ? EN_SMALL[rest]
        : [EN_TENS[Math.floor(rest / 10)], EN_SMALL[rest % 10]].filter(Boolean).join('-');
    const part = [hundreds > 0 ? `${EN_SMALL[hundreds]} hundred` : '', tens, EN_SCALES[scale] ?? ''].filter(
      Boolean,
    );
    words.unshift(part.join(' '));
  });
  return words.join(' ');
}
