import { createHash } from 'node:crypto';

export interface ClickSignFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  sign_time: string;
}

/*
 * docs/providers/click.md: lowercase hex MD5 of the plain concatenation of the exact strings sent;
 * Complete (action=1) adds merchant_prepare_id after merchant_trans_id.
 */
export function clickSignString(fields: ClickSignFields, secretKey: string): string {
  const parts = [fields.click_trans_id, fields.service_id, secretKey, fields.merchant_trans_id];
  if (fields.action === '1') parts.push(fields.merchant_prepare_id ?? '');
  parts.push(fields.amount, fields.action, fields.sign_time);
  return createHash('md5').update(parts.join(''), 'utf8').digest('hex');
}

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** `sign_time` is "YYYY-MM-DD HH:mm:ss" in Click's local time, Tashkent (UTC+5, no daylight saving). */
export function formatSignTime(epochMs: number): string {
  return new Date(epochMs + TASHKENT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
