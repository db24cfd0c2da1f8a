import { LANGUAGES, type Language, pluralRulesByTag } from '@portal/contracts';
import i18next, { type TOptions } from 'i18next';
import { alertsTexts } from './locales/alerts.js';
import { apiKeysTexts } from './locales/api-keys.js';
import { allDocumentsTexts as documentsTexts } from './locales/documents-vat.js';
import { en } from './locales/en.js';
import { hostingControlTexts } from './locales/hosting-control.js';
import { hostingToolsTexts } from './locales/hosting-tools.js';
import { ru } from './locales/ru.js';
import { supportTexts } from './locales/support.js';
import { teamTexts } from './locales/team.js';
import { tj } from './locales/tj.js';
import { uz } from './locales/uz.js';
import { uzc } from './locales/uzc.js';
import { webhooksTexts } from './locales/webhooks.js';

// The one text system of the server: an i18next instance (as on the web) over bundled resources, so plurals
// follow each language's rules (ru: one/few/many; uz, uzc, en, tj: one/other) and every text has one key.

export const SERVER_RESOURCES = {
  uz: {
    ...uz,
    errors: {
      codes: {
        ...uz.errors.codes,
        ...hostingControlTexts.uz.codes,
        ...teamTexts.uz.codes,
        ...webhooksTexts.uz.codes,
        ...apiKeysTexts.uz.codes,
      },
      fields: {
        ...uz.errors.fields,
        ...hostingControlTexts.uz.fields,
        ...hostingToolsTexts.uz.fields,
        ...webhooksTexts.uz.fields,
        ...apiKeysTexts.uz.fields,
      },
    },
    hosting: {
      ...hostingControlTexts.uz.hosting,
      cron: hostingToolsTexts.uz.cron,
      limits: { ...hostingControlTexts.uz.hosting.limits, ...hostingToolsTexts.uz.limits },
    },
    documents: documentsTexts.uz,
    notifications: {
      ...uz.notifications,
      ...supportTexts.uz.notifications,
      ...webhooksTexts.uz.notifications,
      ...apiKeysTexts.uz.notifications,
    },
    support: supportTexts.uz.support,
    alerts: alertsTexts.uz,
    team: teamTexts.uz.team,
  },
  uzc: {
    ...uzc,
    errors: {
      codes: {
        ...uzc.errors.codes,
        ...hostingControlTexts.uzc.codes,
        ...teamTexts.uzc.codes,
        ...webhooksTexts.uzc.codes,
        ...apiKeysTexts.uzc.codes,
      },
      fields: {
        ...uzc.errors.fields,
        ...hostingControlTexts.uzc.fields,
        ...hostingToolsTexts.uzc.fields,
        ...webhooksTexts.uzc.fields,
        ...apiKeysTexts.uzc.fields,
      },
    },
    hosting: {
      ...hostingControlTexts.uzc.hosting,
      cron: hostingToolsTexts.uzc.cron,
      limits: { ...hostingControlTexts.uzc.hosting.limits, ...hostingToolsTexts.uzc.limits },
    },
    documents: documentsTexts.uzc,
    notifications: {
      ...uzc.notifications,
      ...supportTexts.uzc.notifications,
      ...webhooksTexts.uzc.notifications,
      ...apiKeysTexts.uzc.notifications,
    },
    support: supportTexts.uzc.support,
    alerts: alertsTexts.uzc,
    team: teamTexts.uzc.team,
  },
  ru: {
    ...ru,
    errors: {
      codes: {
        ...ru.errors.codes,
        ...hostingControlTexts.ru.codes,
        ...teamTexts.ru.codes,
        ...webhooksTexts.ru.codes,
        ...apiKeysTexts.ru.codes,
      },
      fields: {
        ...ru.errors.fields,
        ...hostingControlTexts.ru.fields,
        ...hostingToolsTexts.ru.fields,
        ...webhooksTexts.ru.fields,
        ...apiKeysTexts.ru.fields,
      },
    },
    hosting: {
      ...hostingControlTexts.ru.hosting,
      cron: hostingToolsTexts.ru.cron,
      limits: { ...hostingControlTexts.ru.hosting.limits, ...hostingToolsTexts.ru.limits },
    },
    documents: documentsTexts.ru,
    notifications: {
      ...ru.notifications,
      ...supportTexts.ru.notifications,
      ...webhooksTexts.ru.notifications,
      ...apiKeysTexts.ru.notifications,
    },
    support: supportTexts.ru.support,
    alerts: alertsTexts.ru,
    team: teamTexts.ru.team,
  },
  en: {
    ...en,
    errors: {
      codes: {
        ...en.errors.codes,
        ...hostingControlTexts.en.codes,
        ...teamTexts.en.codes,
        ...webhooksTexts.en.codes,
        ...apiKeysTexts.en.codes,
      },
      fields: {
        ...en.errors.fields,
        ...hostingControlTexts.en.fields,
        ...hostingToolsTexts.en.fields,
        ...webhooksTexts.en.fields,
        ...apiKeysTexts.en.fields,
      },
    },
    hosting: {
      ...hostingControlTexts.en.hosting,
      cron: hostingToolsTexts.en.cron,
      limits: { ...hostingControlTexts.en.hosting.limits, ...hostingToolsTexts.en.limits },
    },
    documents: documentsTexts.en,
    notifications: {
      ...en.notifications,
      ...supportTexts.en.notifications,
      ...webhooksTexts.en.notifications,
      ...apiKeysTexts.en.notifications,
    },
    support: supportTexts.en.support,
    alerts: alertsTexts.en,
    team: teamTexts.en.team,
  },
  tj: {
    ...tj,
    errors: {
      codes: {
        ...tj.errors.codes,
        ...hostingControlTexts.tj.codes,
        ...teamTexts.tj.codes,
        ...webhooksTexts.tj.codes,
        ...apiKeysTexts.tj.codes,
      },
      fields: {
        ...tj.errors.fields,
        ...hostingControlTexts.tj.fields,
        ...hostingToolsTexts.tj.fields,
        ...webhooksTexts.tj.fields,
        ...apiKeysTexts.tj.fields,
      },
    },
    hosting: {
      ...hostingControlTexts.tj.hosting,
      cron: hostingToolsTexts.tj.cron,
      limits: { ...hostingControlTexts.tj.hosting.limits, ...hostingToolsTexts.tj.limits },
    },
    documents: documentsTexts.tj,
    notifications: {
      ...tj.notifications,
      ...supportTexts.tj.notifications,
      ...webhooksTexts.tj.notifications,
      ...apiKeysTexts.tj.notifications,
    },
    support: supportTexts.tj.support,
    alerts: alertsTexts.tj,
    team: teamTexts.tj.team,
  },
} as const;
export const NAMESPACES = [
  'errors',
  'notifications',
  'telegram',
  'messages',
  'documents',
  'support',
  'alerts',
  'hosting',
  'team',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const server = i18next.createInstance();
void server.init({
  resources: SERVER_RESOURCES,
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  lng: 'uz',
  fallbackLng: 'uz',
  supportedLngs: [...LANGUAGES],
  // Texts go to plain text, Telegram and e-mail bodies that escape their own HTML: nothing to escape here.
  interpolation: { escapeValue: false },
  // Resources are bundled, so the instance is ready at once and `t` never waits.
  initAsync: false,
  returnNull: false,
});
pluralRulesByTag(server);

/** A text in `language`: `key` is "namespace:path", options carry placeholders, `count` and `context`. */
export function translate(language: Language, key: `${Namespace}:${string}`, options: TOptions = {}): string {
  return server.t(key, { ...options, lng: language });
}
