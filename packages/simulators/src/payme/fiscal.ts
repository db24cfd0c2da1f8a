import { randomInt } from 'node:crypto';
import { isRecord } from '../shared/is-record.js';

// Payme's virtual fiscal module (docs/product/money-documents.md): it makes the receipt from the items the merchant
// gave in CheckPerformTransaction's `detail`, then tells the merchant through SetFiscalData.

/** The tax authority's check site: what the payer's QR code opens. */
export const SOLIQ_CHECK_URL = 'https://ofd.soliq.uz/epi';
const TERMINAL_ID = 'EP000000000341';
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

export interface PaymeFiscalData {
  receipt_id: number;
  status_code: number;
  message: string;
  terminal_id: string;
  fiscal_sign: string;
  qr_code_url: string;
  date: string;
}

/** "YYYYMMDDHHmmss" in Tashkent time, as the fiscal module writes it. */
const fiscalDate = (epochMs: number) =>
  new Date(epochMs + TASHKENT_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');

export function makeFiscalData(epochMs: number): PaymeFiscalData {
  const receiptId = randomInt(1_000_000, 9_999_999);
  const sign = String(randomInt(100_000_000_000, 999_999_999_999));
  const date = fiscalDate(epochMs);
  const query = new URLSearchParams({ t: TERMINAL_ID, r: String(receiptId), c: date, s: sign });
  return {
    receipt_id: receiptId,
    status_code: 0,
    message: 'accepted',
    terminal_id: TERMINAL_ID,
    fiscal_sign: sign,
    qr_code_url: `${SOLIQ_CHECK_URL}?${query.toString()}`,
    date,
  };
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Checks a CheckPerformTransaction `detail` as Payme does: each item carries its codes, and the items (minus
 * discounts, plus shipping) add up to the amount. Returns what is wrong, or undefined.
 */
export function detailProblem(detail: unknown, amount: number): string | undefined {
  if (detail === undefined) return undefined;
  if (!isRecord(detail) || detail.receipt_type !== 0 || !Array.isArray(detail.items)) {
    return 'detail needs receipt_type 0 and items';
  }
  let total = 0;
  for (const item of detail.items) {
    if (!isRecord(item) || typeof item.title !== 'string' || !item.title) return 'an item has no title';
    if (!isWhole(item.price) || !isWhole(item.count) || item.count < 1)
      return 'an item has no price or count';
    if (typeof item.code !== 'string' || !/^\d{17}$/.test(item.code))
      return 'an item code is not a 17-digit IKPU';
    if (typeof item.package_code !== 'string' || !item.package_code) return 'an item has no package_code';
    if (!isWhole(item.vat_percent)) return 'an item has no vat_percent';
    total += item.price * item.count - (isWhole(item.discount) ? item.discount : 0);
  }
  if (isRecord(detail.shipping) && isWhole(detail.shipping.price)) total += detail.shipping.price;
  return total === amount ? undefined : `the items add up to ${total}, not ${amount}`;
}
