import { isSameSecret } from '../../lib/constant-time.js';
import type { CheckoutRequest, PaymentGateway } from './gateway.js';

export interface PaymeSettings {
  merchantId: string;
  key: string;
  checkoutUrl: string;
}

/** The account field configured in the Payme kassa; also `ac.<field>` in the checkout URL. */
export const PAYME_ACCOUNT_FIELD = 'invoice_id';

/** docs/providers/payme.md: base64 of `m=…;ac.invoice_id=…;a=<tiyin>;l=…;c=<return url>`. */
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

/** §1.1: `Authorization: Basic base64("Paycom:" + KEY)`, compared in constant time. */
export function isPaymeAuthorized(header: string | undefined, key: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const loginOk = isSameSecret('Paycom', decoded.slice(0, colon));
  const keyOk = isSameSecret(key, decoded.slice(colon + 1));
  return loginOk && keyOk;
}
