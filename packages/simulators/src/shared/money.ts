/** Formats an integer amount of tiyin as so'm with grouped thousands and two decimals: 2500000 → "25 000.00". */
export function formatTiyinAsSom(amountTiyin: number): string {
  const som = Math.floor(amountTiyin / 100);
  const tiyin = amountTiyin % 100;
  const grouped = String(som).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}.${String(tiyin).padStart(2, '0')}`;
}

/** "25000" or "25000.5" so'm → 2500050 tiyin, without going through floating point. */
export function somTextToTiyin(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
