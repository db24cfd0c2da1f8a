import { createHash } from 'node:crypto';
import { isSameSecret } from '../../lib/constant-time.js';
import type { CheckoutRequest, PaymentGateway } from './gateway.js';

export interface ClickSettings {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  payUrl: string;
}

/** Click takes so'm as N.NN (docs/providers/click.md). */
export function formatSom(tiyin: number): string {
  return `${Math.trunc(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;
}

/** Parses Click's `amount` ("5000", "5000.0", "5000.00") to tiyin without float drift; null if malformed. */
export function parseSomToTiyin(text: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** §2.3: my.click.uz/services/pay with service_id, merchant_id, amount, transaction_param, return_url. */
export function clickPayUrl(settings: ClickSettings, request: CheckoutRequest): string {
  const query = new URLSearchParams({
    service_id: settings.serviceId,
    merchant_id: settings.merchantId,
    amount: formatSom(request.amountTiyin),
    transaction_param: String(request.invoiceId),
    return_url: request.returnUrl,
  });
  return `${settings.payUrl}?${query.toString()}`;
}

export function clickGateway(settings: ClickSettings): PaymentGateway {
  return { merchant: 'click_evolution', paymentUrl: (request) => clickPayUrl(settings, request) };
}

export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string | undefined;
  amount: string;
  action: string;
  sign_time: string;
}

/** §2.1: MD5 over the raw received strings; Complete (action 1) adds merchant_prepare_id. */
export function clickSignature(fields: ClickSignedFields, secretKey: string): string {
  const parts = [fields.click_trans_id, fields.service_id, secretKey, fields.merchant_trans_id];
  if (fields.action === '1') parts.push(fields.merchant_prepare_id ?? '');
  parts.push(fields.amount, fields.action, fields.sign_time);
  return createHash('md5').update(parts.join(''), 'utf8').digest('hex');
}

export function isClickSignValid(fields: ClickSignedFields, signString: string, secretKey: string): boolean {
  return isSameSecret(clickSignature(fields, secretKey), signString.trim().toLowerCase());
}
