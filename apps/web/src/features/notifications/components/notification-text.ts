import { LANGUAGE_TAGS, type Language, type Notification, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { formatSom } from '@/lib/format';

/** The translation keys and values of one notification, so the list follows the UI language. */
export function notificationText(notification: Notification, lang: Language) {
  const { kind, params } = notification;
  const variant =
    kind === 'order_cancelled' && params.refunded
      ? 'text_refunded'
      : kind === 'order_change_reverted'
        ? `text_${params.change ?? 'extension'}`
        : 'text';
  return {
    titleKey: `kinds.${kind}.title`,
    textKey: `kinds.${kind}.${variant}`,
    values: {
      amount: formatSom(params.amount ?? 0, lang),
      order: params.order_id ?? '',
      tariff: params.tariff ?? '',
      days: params.days ?? '',
      date: params.expires_at ? formatDay(params.expires_at, lang) : '',
      email: params.email ?? '',
      browser: params.browser ?? '?',
      system: params.system ?? '?',
      ip: params.ip ?? '?',
    },
  };
}

const formatter = (lang: Language, withTime: boolean) =>
  // Browsers without Tajik (tg) date data fall back to Russian order, which Tajik readers know.
  new Intl.DateTimeFormat([LANGUAGE_TAGS[lang], 'ru'], {
    timeZone: TASHKENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });

export const formatDay = (iso: string, lang: Language) => formatter(lang, false).format(new Date(iso));
export const formatMoment = (iso: string, lang: Language) => formatter(lang, true).format(new Date(iso));
