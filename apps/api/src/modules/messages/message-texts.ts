import type { Language } from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';

// The code messages we send (texts: i18n/locales, namespace `messages`). SMS texts are short and fixed:
// gateways approve templates.

export type CodePurpose = 'email_verify' | 'password_reset' | 'phone_change' | 'account_delete';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const text = (language: Language, key: string, options = {}) =>
  translate(language, `messages:${key}`, options);

export function codeEmail(purpose: Exclude<CodePurpose, 'phone_change'>, language: Language, code: string) {
  const t = {
    subject: text(language, `subject.${purpose}`),
    intro: text(language, `intro.${purpose}`),
    codeLine: text(language, 'code_line'),
    validity: text(language, 'validity'),
    ignore: text(language, 'ignore'),
  };
  const body = `${t.intro}\n\n${t.codeLine}: ${code}\n\n${t.validity}\n${t.ignore}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>`,
    `<p>${escapeHtml(t.validity)}</p><p>${escapeHtml(t.ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject, text: body, html } satisfies EmailContent;
}

export const codeSms = (language: Language, code: string): string => text(language, 'sms', { code });

/** The SMS subject column is not sent; it names the message in the outbox. */
export const SMS_SUBJECT = 'SMS';
