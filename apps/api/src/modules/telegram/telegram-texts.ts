import type { HostingOrder, Language } from '@portal/contracts';
import type { TOptions } from 'i18next';
import { translate } from '../../i18n/i18n.js';

// What the bot says, per language (plain text: Telegram shows it as is, nothing to escape).

type OrderStatus = HostingOrder['status'];

export interface BotTexts {
  linked: (name: string) => string;
  startWithoutCode: string;
  codeInvalid: string;
  /** Past the limit of wrong codes; `minutes` until the chat may try again. */
  tooManyAttempts: (minutes: number) => string;
  notLinked: string;
  balance: (amount: string) => string;
  ordersTitle: string;
  noOrders: string;
  orderLine: (order: { id: number; tariff: string; status: string; expires: string }) => string;
  status: Record<OrderStatus, string>;
  unlinked: string;
  help: string;
  som: string;
}

const text = (language: Language, key: string, options: TOptions = {}) =>
  translate(language, `telegram:${key}`, options);

/** What the bot says in `language` (texts: i18n/locales, namespace `telegram`). */
export function botTexts(language: Language): BotTexts {
  return {
    linked: (name) => text(language, 'linked', { name }),
    startWithoutCode: text(language, 'start_without_code'),
    codeInvalid: text(language, 'code_invalid'),
    tooManyAttempts: (minutes) => text(language, 'too_many_attempts', { count: minutes }),
    notLinked: text(language, 'not_linked'),
    balance: (amount) => text(language, 'balance', { amount }),
    ordersTitle: text(language, 'orders_title'),
    noOrders: text(language, 'no_orders'),
    orderLine: (order) => text(language, 'order_line', order),
    status: {
      progress: text(language, 'status.progress'),
      active: text(language, 'status.active'),
      week: text(language, 'status.week'),
      cancelled: text(language, 'status.cancelled'),
      suspended: text(language, 'status.suspended'),
    },
    unlinked: text(language, 'unlinked'),
    help: text(language, 'help'),
    som: text(language, 'som'),
  };
}

/** Telegram's `language_code` (IETF) of an unlinked person, to answer them in a language they read. */
export function languageOfTelegram(code: string | undefined): Language {
  const base = (code ?? '').toLowerCase();
  if (base.startsWith('ru')) return 'ru';
  if (base.startsWith('en')) return 'en';
  if (base.startsWith('tg')) return 'tj';
  if (base === 'uz-cyrl') return 'uzc';
  return 'uz';
}

/** 1234567 tiyin → "12 345,67 soʻm"; whole som without decimals. Grouped by spaces, as in Uzbekistan. */
export function formatSom(tiyin: number, texts: BotTexts): string {
  const whole = Math.trunc(tiyin / 100);
  const rest = Math.abs(tiyin % 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`} ${texts.som}`;
}

/** Dates as 31.12.2026 in Tashkent time, the same in every language. */
export function formatDate(at: Date): string {
  const local = new Date(at.getTime() + 5 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
}
