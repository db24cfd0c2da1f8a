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
