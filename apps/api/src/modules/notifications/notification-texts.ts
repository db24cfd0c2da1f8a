import {
  type Language,
  type NotificationKind,
  type NotificationParams,
  TASHKENT_TIME_ZONE,
} from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';

// What a notification says by e-mail and Telegram, in the customer's language (texts: i18n/locales, namespace
// `notifications`). The web client renders its own list text from the kind and params with its translations,
// so the page follows the UI language.

/** 12345.5 → "12 345.5": som grouped by spaces, the same in every language. */
const formatSom = (som: number): string =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(som).replaceAll(',', ' ');

const formatDate = (iso: string | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { timeZone: TASHKENT_TIME_ZONE, dateStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** 09:30, Tashkent time: a support session lasts half an hour, so its notices name the time, not the day. */
const formatTime = (iso: string | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('en-GB', { timeZone: TASHKENT_TIME_ZONE, timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** The placeholders of every notification text, formatted; `count` picks the plural, `context` the variant. */
function optionsOf(kind: NotificationKind, params: NotificationParams, language: Language) {
  const variants: Partial<Record<NotificationKind, string | undefined>> = {
    order_cancelled: params.refunded === true ? 'refunded' : undefined,
    order_change_reverted: params.change ?? 'extension',
    // A cancellation now that returned money says how much; one under CANCEL_REFUND_POLICY=none does not.
    order_cancellation:
      params.cancel === 'now' && (params.amount ?? 0) > 0 ? 'now_refunded' : (params.cancel ?? 'scheduled'),
    card_autopay: params.autopay ?? 'charged',
  };
  const context = variants[kind];
  return {
    amount: formatSom(params.amount ?? 0),
    order: String(params.order_id ?? ''),
    tariff: params.tariff ?? '',
    domain: params.domain ?? '',
    passkey: params.passkey ?? '',
    card: params.card ?? '',
    percent: String(params.percent ?? ''),
    url: params.url ?? '',
    staff: params.staff_name ?? '',
    reason: params.reason ?? '',
    time: formatTime(params.ended_at ?? params.expires_at),
    ...(kind === 'order_expiring' || kind === 'domain_expiring' ? { count: params.days ?? 0 } : {}),
    date: formatDate(params.expires_at),
    until: formatDate(params.until),
    email: params.email ?? '',
    browser: params.browser ?? '?',
    system: params.system ?? '?',
    ip: params.ip ?? '?',
    ticket: String(params.ticket_id ?? ''),
    subject: params.subject ?? '',
    excerpt: params.excerpt ?? '',
    // announcement: the words staff wrote, in this language or else in Uzbek.
    title: (params.announcement?.[language] ?? params.announcement?.uz)?.title ?? '',
    body: (params.announcement?.[language] ?? params.announcement?.uz)?.body ?? '',
    ...(context ? { context } : {}),
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface NotificationMessage {
  subject: string;
  text: string;
  html: string;
}

/** Where the portal answers (APP_URL): a ticket's notice links its thread there. */
export interface NotificationLinks {
  appUrl: string;
}

export function renderNotification(
  language: Language,
  kind: NotificationKind,
  params: NotificationParams,
  links?: NotificationLinks,
): NotificationMessage {
  const options = optionsOf(kind, params, language);
  const lines = [translate(language, `notifications:${kind}.text`, options)];
  // A member's copy says first whose account it is about ("your balance" is the owner's).
  const account = params.account_name;
  if (account) lines.unshift(translate(language, 'notifications:member_copy.text', { account }));
  // A ticket's notice links its thread (the page the in-app notice opens too)…
  if (links && params.ticket_id !== undefined) {
    // The portal's thread page (apps/web config/paths.ts, supportTicket); a guest's notices are no notifications.
    const url = `${links.appUrl}/support/tickets/${params.ticket_id}`;
    lines.push(translate(language, 'support:thread_link', { url }));
  }
  // …and says where a reply by e-mail goes (the signed address is also the Reply-To).
  if (params.reply_address)
    lines.push(translate(language, 'support:footer', { address: params.reply_address }));
  const text = lines.join('\n\n');
  return {
    subject: account
      ? translate(language, 'notifications:member_copy.subject', {
          account,
          subject: translate(language, `notifications:${kind}.subject`, options),
        })
      : translate(language, `notifications:${kind}.subject`, options),
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}
