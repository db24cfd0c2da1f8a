import type { ClickPayment } from './types.js';

export class PayUrlError extends Error {}

/** Click takes the amount in so'm, "N" or "N.NN" (docs/providers/click.md). */
const AMOUNT_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

export function parsePayQuery(query: URLSearchParams): ClickPayment {
  const read = (name: string) => query.get(name)?.trim() ?? '';
  const payment: ClickPayment = {
    serviceId: read('service_id'),
    merchantId: read('merchant_id'),
    amount: read('amount'),
    transactionParam: read('transaction_param'),
    returnUrl: read('return_url') || undefined,
    merchantUserId: read('merchant_user_id') || undefined,
  };
  for (const [name, value] of [
    ['service_id', payment.serviceId],
    ['merchant_id', payment.merchantId],
    ['transaction_param', payment.transactionParam],
  ] as const) {
    if (value === '') throw new PayUrlError(`${name} is required`);
  }
  if (!AMOUNT_PATTERN.test(payment.amount) || Number(payment.amount) <= 0) {
    throw new PayUrlError("amount must be a positive number of so'm with at most 2 decimals");
  }
  return payment;
}

/** Accepts a full pay URL or just its query string. */
export function parsePayUrl(urlOrQuery: string): ClickPayment {
  const query = /^https?:\/\//i.test(urlOrQuery)
    ? new URL(urlOrQuery).searchParams
    : new URLSearchParams(urlOrQuery.replace(/^[^?]*\?/, ''));
  return parsePayQuery(query);
}

export function buildPayQuery(payment: ClickPayment): string {
  const query = new URLSearchParams({
    service_id: payment.serviceId,
    merchant_id: payment.merchantId,
    amount: payment.amount,
    transaction_param: payment.transactionParam,
  });
  if (payment.returnUrl) query.set('return_url', payment.returnUrl);
  if (payment.merchantUserId) query.set('merchant_user_id', payment.merchantUserId);
  return query.toString();
}

/** Adds Click's `payment_status` (2 = success, negative = error) to the return URL. */
export function withPaymentStatus(returnUrl: string, status: number): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_status', String(status));
  return url.toString();
}
