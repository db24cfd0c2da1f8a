import { type CheckoutLang, isCheckoutLang } from '../shared/lang.js';

/** The GET checkout parameters of docs/providers/payme.md. */
export interface PaymeCheckout {
  merchantId: string;
  /** `ac.<field>` values, e.g. `{ invoice_id: '42' }`. */
  account: Record<string, string>;
  amountTiyin: number;
  returnUrl?: string;
  lang: CheckoutLang;
  redirectDelayMs?: number;
  currency?: string;
}

export class CheckoutUrlError extends Error {}

/*
 * Pairs are joined by ';' but a return URL may itself contain ';', so a pair only starts where one of the
 * documented keys (m, ac.<field>, a, l, c, ct, cr) follows.
 */
const PAIR_SEPARATOR = /;(?=(?:m|a|l|c|ct|cr|ac\.[^=;]+)=)/;

/** Accepts a full checkout URL, a path or the bare base64; standard base64 may itself contain '/'. */
export function extractEncoded(urlOrEncoded: string): string {
  let path = urlOrEncoded.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  return decodeURIComponent(path.replace(/^\/+/, ''));
}

export function decodeCheckout(encoded: string): PaymeCheckout {
  // Node's base64 decoder also accepts the URL-safe alphabet and missing padding.
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const values = new Map<string, string>();
  for (const pair of text.split(PAIR_SEPARATOR)) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new CheckoutUrlError(`malformed pair "${pair}"`);
    values.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  const merchantId = values.get('m');
  if (!merchantId) throw new CheckoutUrlError('m (merchant id) is missing');
  const amountText = values.get('a') ?? '';
  // Amounts are positive integers in tiyin (reference §1.2).
  if (!/^[1-9]\d*$/.test(amountText))
    throw new CheckoutUrlError('a (amount in tiyin) is not a positive integer');
  const account: Record<string, string> = {};
  for (const [key, value] of values) if (key.startsWith('ac.')) account[key.slice(3)] = value;
  if (Object.keys(account).length === 0) throw new CheckoutUrlError('no ac.<field> account value');
  const lang = values.get('l');
  const delay = values.get('ct');
  return {
    merchantId,
    account,
    amountTiyin: Number(amountText),
    returnUrl: values.get('c') || undefined,
    lang: isCheckoutLang(lang) ? lang : 'ru',
    redirectDelayMs: delay && /^\d+$/.test(delay) ? Number(delay) : undefined,
    currency: values.get('cr') || undefined,
  };
}

/** Builds the base64 segment the way a merchant does; handy for demo seeds and tests. */
export function encodeCheckout(checkout: Omit<PaymeCheckout, 'lang'> & { lang?: CheckoutLang }): string {
  const pairs = [`m=${checkout.merchantId}`];
  for (const [field, value] of Object.entries(checkout.account)) pairs.push(`ac.${field}=${value}`);
  pairs.push(`a=${checkout.amountTiyin}`);
  if (checkout.lang) pairs.push(`l=${checkout.lang}`);
  if (checkout.returnUrl) pairs.push(`c=${checkout.returnUrl}`);
  if (checkout.redirectDelayMs !== undefined) pairs.push(`ct=${checkout.redirectDelayMs}`);
  if (checkout.currency) pairs.push(`cr=${checkout.currency}`);
  return Buffer.from(pairs.join(';'), 'utf8').toString('base64');
}
