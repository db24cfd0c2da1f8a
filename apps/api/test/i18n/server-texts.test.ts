import { ERROR_STATUS, FIELD_ERROR_CODES, LANGUAGES, type Language, pluralFormsOf } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SERVER_RESOURCES, translate } from '../../src/i18n/i18n.js';
import { renderNotification } from '../../src/modules/notifications/notification-texts.js';
import { botTexts } from '../../src/modules/telegram/telegram-texts.js';

// The one server text system: every language has the same texts, plural forms its grammar needs, the same
// placeholders, and a translation rather than a copy of English.

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Written in Latin letters in every language: file formats, the messenger, bot commands, placeholders. */
// Names and codes that stay Latin in any script: file types, brands, currency codes, placeholders, commands (bot
// commands, and shell commands in backticks), the https scheme of an address, and domain zones (.pp.uz is
// written so in Cyrillic texts too).
const LATIN =
  /\b(JPEG|PNG|PDF|Telegram|Payme|Click|IP|API|SMS|USD|PHP|DNS|NS|A|CNAME|TTL|CAA|IPv4|IPv6|FTP|cron|https)\b|`[^`]+`|\{\{\w+\}\}|\/\w+|\.[a-z]+(?:\.[a-z]+)*/g;

/** Every text as path → text. */
function flatten(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') {
    out.set(path, node);
    return out;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    for (const [inner, text] of flatten(value, path ? `${path}.${key}` : key)) out.set(inner, text);
  }
  return out;
}

const textsOf = (language: Language) => flatten(SERVER_RESOURCES[language]);
const baseOf = (path: string) => path.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('server texts', () => {
  const uz = textsOf('uz');
  const bases = [...new Set([...uz.keys()].map(baseOf))].sort();

  it.each(LANGUAGES)('%s has every text of every namespace, in the plural forms it needs', (language) => {
    const texts = textsOf(language);
    expect(Object.keys(SERVER_RESOURCES[language]).sort()).toEqual([...NAMESPACES].sort());
    expect([...new Set([...texts.keys()].map(baseOf))].sort()).toEqual(bases);
    for (const base of bases) {
      const forms = [...texts.keys()].filter((path) => path !== base && baseOf(path) === base);
      if (forms.length > 0) {
        expect(forms.map((path) => PLURAL.exec(path)?.[1]).sort(), base).toEqual(pluralFormsOf(language));
      }
    }
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      const model = uz.get(path) ?? uz.get(`${baseOf(path)}_other`) ?? '';
      expect(placeholders(text), `${language} ${path}`).toEqual(placeholders(model));
    }
  });

  it('has a text for every error code and field code', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(uz.has(`errors.codes.${code}`), code).toBe(true);
    for (const code of FIELD_ERROR_CODES) expect(uz.has(`errors.fields.${code}`), code).toBe(true);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates every text in %s', (language) => {
    const english = textsOf('en');
    for (const [path, text] of textsOf(language)) {
      if (text.replace(LATIN, '').trim() === '') continue;
      expect(text, path).not.toBe(english.get(path));
    }
  });

  it.each(['uzc', 'ru', 'tj'] as const)('writes %s in Cyrillic', (language) => {
    for (const [path, text] of textsOf(language))
      expect(text.replace(LATIN, ''), path).toMatch(/^[^A-Za-z]*$/);
  });

  it('uses each language’s plural rules', () => {
    const days = (language: Language, count: number) =>
      renderNotification(language, 'order_expiring', {
        order_id: 7,
        days: count,
        expires_at: '2026-12-01T00:00:00Z',
      }).subject;
    expect(days('ru', 1)).toContain('1 день');
    expect(days('ru', 2)).toContain('2 дня');
    expect(days('ru', 5)).toContain('5 дней');
    expect(days('ru', 21)).toContain('21 день');
    expect(days('en', 1)).toContain('1 day left');
    expect(days('en', 3)).toContain('3 days left');
    expect(days('uz', 1)).toContain('1 kun qoldi');
    expect(days('uz', 5)).toContain('5 kun qoldi');
    expect(botTexts('ru').tooManyAttempts(2)).toContain('2 минуты');
    expect(botTexts('en').tooManyAttempts(1)).toContain('1 minute.');
  });

  it('picks a variant by context and fills placeholders', () => {
    const refunded = renderNotification('en', 'order_cancelled', { order_id: 9, refunded: true });
    expect(refunded.text).toContain('returned to your balance');
    expect(renderNotification('en', 'order_cancelled', { order_id: 9 }).text).not.toContain('returned');
    expect(translate('tj', 'messages:sms', { code: '123456' })).toContain('123456');
    expect(translate('en', 'telegram:balance', { amount: '5 000 som' })).toBe('Your balance: 5 000 som');
  });
});
