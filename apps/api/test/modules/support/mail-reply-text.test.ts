import { describe, expect, it } from 'vitest';
import { newTextOfReply } from '../../../src/modules/support/mail-reply-text.js';

// Replies as the common clients write them: only the new words stay.

describe('the new text of an e-mail reply', () => {
  it('cuts Gmail’s quoted thread, also when its header wraps', () => {
    const gmail =
      'Thanks, it works now.\n\nOn Sat, 28 Nov 2026 at 10:00, Portal Support <support@portal.uz> wrote:\n> We restarted the server.\n';
    expect(newTextOfReply(gmail)).toBe('Thanks, it works now.');
    const wrapped =
      'Works.\n\nOn Sat, 28 Nov 2026 at 10:00, Portal Support\n<support+1.ab@portal.uz> wrote:\n> Hi';
    expect(newTextOfReply(wrapped)).toBe('Works.');
  });

  it('cuts Outlook’s original message block', () => {
    const outlook =
      'Still broken.\r\n\r\n-----Original Message-----\r\nFrom: Portal Support\r\nSent: Saturday\r\n\r\nWe restarted it.';
    expect(newTextOfReply(outlook)).toBe('Still broken.');
    const outlookFrom =
      'Yes please.\n\n________________________________\nFrom: Portal Support <support@portal.uz>\nSent: Saturday';
    expect(newTextOfReply(outlookFrom)).toBe('Yes please.');
  });

  it('cuts a phone’s signature and a Russian client’s header', () => {
    expect(newTextOfReply('Ok\n\nSent from my iPhone\n\n> earlier')).toBe('Ok');
    const russian =
      'Спасибо, заработало.\n\n28 нояб. 2026 г., в 10:00, Portal Support <support@portal.uz> пишет:\n> Мы перезапустили сервер.';
    expect(newTextOfReply(russian)).toBe('Спасибо, заработало.');
    expect(newTextOfReply('Hello\n-- \nAziz Karimov\n+998 90 000 00 00')).toBe('Hello');
  });

  it('keeps a message that is only a quote rather than lose it', () => {
    expect(newTextOfReply('> only quoted')).toBe('> only quoted');
  });
});
