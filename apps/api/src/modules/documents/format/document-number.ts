// How amounts read on a document: the Uzbek and Russian accounting convention in every language, so the copies of
// one document in two languages show the same figures. Groups of three split by a no-break space (U+00A0: a line
// never wraps inside an amount, and every font carries it), a comma before the two tiyin digits.

const GROUP_SEPARATOR = '\u00A0';

/** 15000000 tiyin → "150 000,00"; a minus sign in front of a negative amount. */
export function formatDocumentAmount(tiyin: number): string {
  const sign = tiyin < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(tiyin) / 100);
  const fraction = String(Math.abs(tiyin) % 100).padStart(2, '0');
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR)},${fraction}`;
}
