/** The field-error code for a typed amount (contracts' codes), or null when it can be sent. */
export function amountErrorCode(text: string, min: number, max: number): string | null {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return 'amount_invalid';
  const amount = Number(value);
  if (amount < min) return 'amount_too_small';
  if (amount > max) return 'amount_too_large';
  return null;
}
