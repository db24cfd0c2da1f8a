import { createHash, randomInt } from 'node:crypto';
import { isRecord } from '../shared/is-record.js';

// Click's fiscalization endpoint for merchants (docs/product/money-documents.md): the merchant submits the
// items of a payment it received through Click, authenticated like Click's merchant API (docs/providers/click.md);
// Click's fiscal module makes the receipt and answers its QR URL on the tax authority's check site.
// Click documents no error codes for it: the negative codes below are this simulator's own.

export const SUBMIT_ITEMS_PATH = '/v2/merchant/payment/ofd_data/submit_items';
const SOLIQ_CHECK_URL = 'https://ofd.soliq.uz/epi';
const TERMINAL_ID = 'EP000000000517';
const AUTH_MAX_SKEW_S = 300;

export const FISCAL_ERRORS = {
  auth: { error_code: -16, error_note: 'Access denied' },
  badRequest: { error_code: -8, error_note: 'Error in request' },
  unknownPayment: { error_code: -5, error_note: 'Payment not found' },
  wrongSum: { error_code: -2, error_note: 'Items do not add up to the payment amount' },
  /** A fault injected by a test: the fiscal module is down. */
  unavailable: { error_code: -500, error_note: 'Fiscal module is unavailable' },
} as const;

/** What Click fiscalized for one payment. */
export interface ClickFiscalReceipt {
  paymentId: string;
  items: Record<string, unknown>[];
  qrCodeUrl: string;
}

export interface FiscalDesk {
  /** A payment Click took: only these can be fiscalized. */
  rememberPayment(paydocId: string, amountTiyin: number): void;
  /** The next `count` submissions fail: 'refuse' answers an error, 'http' a 503 without JSON. */
  failNext(count: number, how?: 'refuse' | 'http'): void;
  receipts(): readonly ClickFiscalReceipt[];
  /** Answers one submission: HTTP status and JSON body. */
  submit(authHeader: string | undefined, body: string, nowMs: number): { status: number; body: unknown };
}

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

/** `Auth: <merchant_user_id>:<sha1(timestamp + secret_key)>:<timestamp>` with a fresh timestamp. */
function isAuthorized(
  header: string | undefined,
  merchantUserId: string | undefined,
  secretKey: string,
  nowMs: number,
) {
  const [userId, digest, timestamp] = (header ?? '').split(':');
  if (!userId || !digest || !timestamp || !/^\d{10}$/.test(timestamp)) return false;
  if (merchantUserId !== undefined && userId !== merchantUserId) return false;
  if (Math.abs(Number(timestamp) - nowMs / 1000) > AUTH_MAX_SKEW_S) return false;
  return digest === sha1(timestamp + secretKey);
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * An item as Click reads it: Name, SPIC (17 digits), PackageCode, Price and VAT in tiyin, Amount, VATPercent, and
 * the seller as CommissionInfo: a company's TIN (9 digits) or a person's PINFL (14 digits).
 */
function isItem(item: unknown): item is Record<string, unknown> & { Price: number } {
  return (
    isRecord(item) &&
    typeof item.Name === 'string' &&
    item.Name.length > 0 &&
    typeof item.SPIC === 'string' &&
    /^\d{17}$/.test(item.SPIC) &&
    typeof item.PackageCode === 'string' &&
    item.PackageCode.length > 0 &&
    isWhole(item.Price) &&
    isWhole(item.Amount) &&
    item.Amount > 0 &&
    isWhole(item.VAT) &&
    isWhole(item.VATPercent) &&
    isRecord(item.CommissionInfo) &&
    ((typeof item.CommissionInfo.TIN === 'string' && /^\d{9}$/.test(item.CommissionInfo.TIN)) ||
      (typeof item.CommissionInfo.PINFL === 'string' && /^\d{14}$/.test(item.CommissionInfo.PINFL)))
  );
}

function receiptUrl(nowMs: number): string {
  const date = new Date(nowMs + 5 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  const query = new URLSearchParams({
    t: TERMINAL_ID,
    r: String(randomInt(1_000_000, 9_999_999)),
    c: date,
    s: String(randomInt(100_000_000_000, 999_999_999_999)),
  });
  return `${SOLIQ_CHECK_URL}?${query.toString()}`;
}

export function createFiscalDesk(options: {
  serviceId?: string;
  merchantUserId?: string;
  secretKey: string;
}): FiscalDesk {
  const payments = new Map<string, number>();
  const receipts = new Map<string, ClickFiscalReceipt>();
  const faults: ('refuse' | 'http')[] = [];

  return {
    rememberPayment: (paydocId, amountTiyin) => payments.set(paydocId, amountTiyin),
    failNext(count, how = 'refuse') {
      for (let n = 0; n < count; n++) faults.push(how);
    },
    receipts: () => [...receipts.values()],
    submit(authHeader, text, nowMs) {
      const fault = faults.shift();
      if (fault === 'http') return { status: 503, body: 'Service Unavailable' };
      if (fault === 'refuse') return { status: 200, body: FISCAL_ERRORS.unavailable };
      if (!isAuthorized(authHeader, options.merchantUserId, options.secretKey, nowMs)) {
        return { status: 200, body: FISCAL_ERRORS.auth };
      }
      let request: unknown;
      try {
        request = JSON.parse(text);
      } catch {
        return { status: 200, body: FISCAL_ERRORS.badRequest };
      }
      if (!isRecord(request) || !Array.isArray(request.items) || !request.items.every(isItem)) {
        return { status: 200, body: FISCAL_ERRORS.badRequest };
      }
      if (options.serviceId !== undefined && String(request.service_id) !== options.serviceId) {
        return { status: 200, body: FISCAL_ERRORS.badRequest };
      }
      const paymentId = String(request.payment_id);
      const amount = payments.get(paymentId);
      if (amount === undefined) return { status: 200, body: FISCAL_ERRORS.unknownPayment };
      const total = request.items.reduce((sum: number, item) => sum + item.Price, 0);
      if (total !== amount) return { status: 200, body: FISCAL_ERRORS.wrongSum };
      // A payment is fiscalized once: a repeated submission answers the same receipt.
      const receipt = receipts.get(paymentId) ?? {
        paymentId,
        items: request.items,
        qrCodeUrl: receiptUrl(nowMs),
      };
      receipts.set(paymentId, receipt);
      return { status: 200, body: { error_code: 0, error_note: 'Success', qr_code_url: receipt.qrCodeUrl } };
    },
  };
}
