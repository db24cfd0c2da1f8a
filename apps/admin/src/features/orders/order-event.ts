import type { AdminOrderDetail, Language } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime, formatSom } from '@/lib/format';

type OrderEvent = AdminOrderDetail['events'][number];

const detailOf = (event: OrderEvent): Record<string, unknown> =>
  event.detail && typeof event.detail === 'object' ? (event.detail as Record<string, unknown>) : {};

const tiyinOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * One line of an order's history in words: "Charged 45,000 som: new order", "Being set up → Active: set up on
 * the panel". Causes the console has no words for yet are shown as the server named them.
 */
export function describeOrderEvent(event: OrderEvent, t: TFunction, lang: Language): string {
  const detail = detailOf(event);
  const cause = t(`order_causes:${event.action}`, { defaultValue: event.action });
  const som = (tiyin: number | null) =>
    tiyin === null ? '' : t('common:som', { amount: formatSom(tiyin / 100, lang) });
  const status = (value: string | null) =>
    value ? t(`order_statuses:${value}`, { defaultValue: value }) : '';
  switch (event.kind) {
    case 'charge':
      return t('order_events:charge', { amount: som(tiyinOf(detail.amount_tiyin)), cause });
    case 'refund':
      return t('order_events:refund', { amount: som(tiyinOf(detail.amount_tiyin)), cause });
    case 'panel': {
      // The panel's function names (user.add.finish) are ISPmanager's, not words: a call the console has no
      // words for yet is "another operation" (the failure's own text, under the line, still says what failed).
      const call = t(`panel_calls:${event.action}`, { defaultValue: t('panel_calls:other') });
      return t(event.ok ? 'order_events:panel_ok' : 'order_events:panel_failed', { call });
    }
    case 'reminder': {
      const days = /^days_(\d+)$/.exec(event.action)?.[1];
      return days ? t('order_events:reminder', { days }) : cause;
    }
    default: {
      if (
        event.action === 'staff_expiry' &&
        typeof detail.from === 'string' &&
        typeof detail.to === 'string'
      ) {
        return t('order_events:expiry_moved', {
          from: formatDateTime(detail.from),
          to: formatDateTime(detail.to),
        });
      }
      const change =
        event.from_status && event.from_status !== event.to_status
          ? `${status(event.from_status)} → ${status(event.to_status)}`
          : status(event.to_status);
      return change ? `${change}: ${cause}` : cause;
    }
  }
}

/** What a failed panel call answered, for the line under it; nothing for other events. */
export function panelFailure(event: OrderEvent): string | null {
  if (event.kind !== 'panel' || event.ok) return null;
  const detail = detailOf(event);
  const text = detail.message ?? detail.error ?? detail.reason;
  return typeof text === 'string' ? text : null;
}
