import type { Language, TeamRole } from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';
import type { EmailContent } from '../messages/message-texts.js';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invitation e-mail: who invites, with which role, the link and how long it works. */
export function invitationEmail(
  language: Language,
  { owner, role, link }: { owner: string; role: TeamRole | 'custom'; link: string },
): EmailContent {
  const t = (key: string, options = {}) => translate(language, `team:${key}`, options);
  const roleName = t(`roles.${role}`);
  const lines = {
    intro: t('intro', { owner, role: roleName }),
    action: t('action'),
    validity: t('validity'),
    ignore: t('ignore'),
  };
  const text = `${lines.intro}\n\n${lines.action}\n${link}\n\n${lines.validity}\n${lines.ignore}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(lines.intro)}</p>`,
    `<p>${escapeHtml(lines.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(lines.validity)}</p><p>${escapeHtml(lines.ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t('subject', { owner }), text, html };
}
