import type { PaymentHistoryEntry } from '@portal/contracts';
import type { TFunction } from 'i18next';

// A history line says what the money was for — "Order no. 12: extension", "Top-up via Payme" —
// built here from the API's structured fields, so each language writes its own sentence.

const ORDER_REASONS = [
  'order_payment',
  'order_refund',
  'tariff_change_credit',
  'tariff_change_credit_reversal',
  'order_cancel_refund',
];

/** The line's title in the reader's language; falls back to the bare reason when a detail is not known. */
export function historyText(entry: PaymentHistoryEntry, t: TFunction<'balance'>): string {
  if (entry.order_id !== null && ORDER_REASONS.includes(entry.reason)) {
    if (entry.reason === 'order_payment' && entry.kind !== null) {
      return t(`history.order_kinds.${entry.kind}`, { id: entry.order_id });
    }
    return t(`history.order_reasons.${entry.reason}`, { id: entry.order_id });
  }
  if (entry.provider !== null && (entry.reason === 'top_up' || entry.reason === 'top_up_reversal')) {
    return t(`history.via.${entry.reason}`, { provider: t(`history.providers.${entry.provider}`) });
  }
  return t(`history.reasons.${entry.reason}`);
}
