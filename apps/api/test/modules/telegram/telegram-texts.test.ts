import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { botTexts } from '../../../src/modules/telegram/telegram-texts.js';

describe('the bot’s texts', () => {
  it('tell a limited chat in every language how many minutes to wait, Cyrillic ones without Latin letters', () => {
    for (const language of LANGUAGES) {
      const text = botTexts(language).tooManyAttempts(12);
      expect(text, language).toContain('12');
      if (language === 'uzc' || language === 'ru' || language === 'tj')
        expect(text, language).not.toMatch(/[A-Za-z]/);
    }
  });
});
