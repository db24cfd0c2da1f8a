import type { Language, Notification } from '@portal/contracts';
import { supportTicketHref } from '@/config/paths';
import { formatDate, formatSom, formatTime } from '@/lib/format';

/** Where a notification leads: a ticket's notices open its thread; the others stay in the list. */
export const notificationTarget = ({ kind, params }: Notification): string | null =>
  kind.startsWith('ticket_') && params.ticket_id !== undefined ? supportTicketHref(params.ticket_id) : null;

/** The translation keys and values of one notification, so the list follows the UI language. */
export function notificationText(notification: Notification, lang: Language) {
  const { kind, params } = notification;
  if (kind === 'announcement') {
    // Staff wrote the words: the customer's language, else Uzbek.
    const words = params.announcement?.[lang] ?? params.announcement?.uz ?? { title: '', body: '' };
    return {
      titleKey: 'kinds.announcement.heading',
      textKey: 'kinds.announcement.text',
      values: { title: words.title, body: words.body },
    };
  }
  const variant =
    kind === 'order_cancelled' && params.refunded
      ? 'text_refunded'
      : kind === 'order_change_reverted'
        ? `text_${params.change ?? 'extension'}`
        : kind === 'order_cancellation'
          ? `text_${params.cancel === 'now' && (params.amount ?? 0) > 0 ? 'now_refunded' : (params.cancel ?? 'scheduled')}`
          : kind === 'card_autopay'
            ? `text_${params.autopay ?? 'charged'}`
            : 'text';
  return {
    titleKey: `kinds.${kind}.title`,
    textKey: `kinds.${kind}.${variant}`,
    values: {
      amount: formatSom(params.amount ?? 0, lang),
      order: params.order_id ?? '',
      tariff: params.tariff ?? '',
      days: params.days ?? '',
      date: params.expires_at ? formatDate(params.expires_at, lang) : '',
      until: params.until ? formatDate(params.until, lang) : '',
      email: params.email ?? '',
      browser: params.browser ?? '?',
      system: params.system ?? '?',
      ip: params.ip ?? '?',
      domain: params.domain ?? '',
      passkey: params.passkey ?? '',
      card: params.card ?? '',
      percent: params.percent ?? '',
      url: params.url ?? '',
      // ticket_*: the ticket's number and subject.
      ticket: params.ticket_id ?? '',
      subject: params.subject ?? '',
      // support_session_*: who opened it and why; when it ends (or ended), Tashkent time.
      staff: params.staff_name ?? '',
      reason: params.reason ?? '',
      time:
        params.ended_at || params.expires_at
          ? formatTime(params.ended_at ?? params.expires_at ?? '', lang)
          : '',
    },
  };
}
