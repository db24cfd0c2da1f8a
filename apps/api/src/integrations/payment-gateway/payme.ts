import { timingSafeEqual } from 'node:crypto';
import type { CheckoutRequest, PaymentGateway } from './gateway.js';

export interface PaymeSettings {
  merchantId: string;
  key: string;
  checkoutUrl: string;
}

/** The account field configured in the Payme kassa; also `ac.<field>` in the checkout URL. */
export const PAYME_ACCOUNT_FIELD = 'invoice_id';

/** reference/payments.md §1.6: base64 of `m=…;ac.invoice_id=…;a=<tiyin>;l=…;c=<return url>`. */
export function paymeCheckoutUrl(settings: PaymeSettings, request: CheckoutRequest): string {
  const pairs = [
    `m=${settings.merchantId}`,
    `ac.${PAYME_ACCOUNT_FIELD}=${request.invoiceId}`,
    `a=${request.amountTiyin}`,
    `l=${request.lang}`,
    `c=${request.returnUrl}`,
  ];
  return `${settings.checkoutUrl}/${Buffer.from(pairs.join(';'), 'utf8').toString('base64')}`;
}

export function paymeGateway(settings: PaymeSettings): PaymentGateway {
  return { merchant: 'payme', paymentUrl: (request) => paymeCheckoutUrl(settings, request) };
}

const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // Comparing with itself keeps the time independent of where a shorter guess differs.
  return left.length === right.length ? timingSafeEqual(left, right) : !timingSafeEqual(right, right);
};

/** §1.1: `Authorization: Basic base64("Paycom:" + KEY)`, compared in constant time. */
export function isPaymeAuthorized(header: string | undefined, key: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const loginOk = safeEqual(decoded.slice(0, colon), 'Paycom');
  const keyOk = safeEqual(decoded.slice(colon + 1), key);
  return loginOk && keyOk;
}
