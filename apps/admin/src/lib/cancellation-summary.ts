import type { OrderCancellation } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from './format';

/** A customer's cancellation in a few words for a table cell: "customer cancels on …" or "cancelled … on …". */
export function cancellationSummary(cancellation: OrderCancellation | null, t: TFunction): string {
  if (!cancellation) return '';
  const date = formatDateTime(cancellation.effective_at);
  return cancellation.state === 'scheduled'
    ? t('orders:cancellation.summary_scheduled', { date })
    : t('orders:cancellation.summary_done', { date });
}

/**
 * An order's status as staff read it. An order its customer cancelled waits out a week before its panel account
 * is deleted, with the status of an unpaid grace week; it is named "cancelled by the customer on …" instead, as
 * the customer's own page says. A scheduled cancellation is added to the status it still has.
 */
export function orderStatusText(
  status: string,
  cancellation: OrderCancellation | null,
  t: TFunction,
): string {
  if (cancellation?.state === 'done') {
    return t('orders:cancellation.status_done', { date: formatDateTime(cancellation.effective_at) });
  }
  const name = t(`order_statuses:${status}`, { defaultValue: status });
  const summary = cancellationSummary(cancellation, t);
  return summary ? `${name} (${summary})` : name;
}
