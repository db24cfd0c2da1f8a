import { type Language, parseLanguage, TASHKENT_TIME_ZONE } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { translate } from '../../i18n/i18n.js';
import { queueEmail } from '../messages/messages.service.js';

// E-mails of the desk that are no customer notification: to a guest, and the warnings to staff. Each goes
// through the outbox in the caller's transaction, with the ticket's signed address as Reply-To.

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The first lines of a message, as a notice quotes them. */
export const excerptOf = (body: string): string => (body.length > 600 ? `${body.slice(0, 599)}…` : body);

export const tashkentTime = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TASHKENT_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);

export async function queueSupportEmail(
  tx: Queryable,
  input: {
    to: string;
    language: string;
    key: 'guest_created' | 'guest_answered' | 'confirm_ticket' | 'staff_due_soon' | 'staff_overdue';
    params: Record<string, string | number>;
    replyTo: string | null;
    now: Date;
  },
): Promise<void> {
  const language: Language = parseLanguage(input.language);
  const body = translate(language, `support:${input.key}.text`, input.params);
  const text = input.replyTo
    ? `${body}\n\n${translate(language, 'support:footer', { address: input.replyTo })}`
    : body;
  await queueEmail(
    tx,
    {
      to: input.to,
      language,
      subject: translate(language, `support:${input.key}.subject`, input.params),
      text: `${text}\n`,
      html: `<!doctype html><html><body style="font-family:sans-serif">${text
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}</body></html>`,
      replyTo: input.replyTo,
    },
    input.now,
  );
}
