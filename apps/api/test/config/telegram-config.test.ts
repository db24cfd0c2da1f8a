import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { DEMO_BOT_TOKEN, DEMO_BOT_USERNAME } from '../../src/config/telegram-config.js';
import { problemsOf } from '../helpers/config-problems.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

const PRODUCTION = { DEMO_MODE: 'false', ...TEST_SECRETS };
const BOT = {
  TELEGRAM_BOT_TOKEN: '123456:AAH-real-looking-token_value',
  TELEGRAM_BOT_USERNAME: '@portal_uz_bot',
  TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(32),
};

describe('Telegram configuration', () => {
  it('is off outside demo mode without a token', () => {
    expect(parseConfig(PRODUCTION).telegram).toEqual({
      bot: null,
      simulator: { enabled: false, port: 0 },
      linkAttempts: { max: 5, windowSeconds: 900 },
    });
  });

  it('demo mode without a token runs the fake Bot API with the demo bot', () => {
    const { telegram } = parseConfig({});
    expect(telegram.simulator.enabled).toBe(true);
    expect(telegram.bot).toMatchObject({ token: DEMO_BOT_TOKEN, username: DEMO_BOT_USERNAME });
    expect(telegram.bot?.webhookSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('a token configures the real bot (even in demo mode), username without @', () => {
    expect(parseConfig({ ...PRODUCTION, ...BOT }).telegram).toEqual({
      bot: {
        token: BOT.TELEGRAM_BOT_TOKEN,
        username: 'portal_uz_bot',
        webhookSecret: BOT.TELEGRAM_WEBHOOK_SECRET,
        apiRoot: 'https://api.telegram.org',
        chatLinkBase: 'https://t.me/portal_uz_bot',
      },
      simulator: { enabled: false, port: 0 },
      linkAttempts: { max: 5, windowSeconds: 900 },
    });
    expect(parseConfig({ ...BOT }).telegram.simulator.enabled).toBe(false);
  });

  it('a token needs its username and a webhook secret of 32+ characters', () => {
    expect(problemsOf({ ...PRODUCTION, TELEGRAM_BOT_TOKEN: BOT.TELEGRAM_BOT_TOKEN })).toEqual([
      'TELEGRAM_BOT_USERNAME is required with TELEGRAM_BOT_TOKEN, got null',
      'TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_BOT_TOKEN, got null',
    ]);
    expect(problemsOf({ ...PRODUCTION, ...BOT, TELEGRAM_WEBHOOK_SECRET: 'short' })[0]).toMatch(
      /^TELEGRAM_WEBHOOK_SECRET must be 32-256 characters/,
    );
    expect(problemsOf({ ...PRODUCTION, ...BOT, TELEGRAM_BOT_TOKEN: 'nonsense' })[0]).toMatch(
      /^TELEGRAM_BOT_TOKEN must be a bot token/,
    );
  });

  it('limits link attempts per chat: TELEGRAM_LINK_ATTEMPTS in the shared RATE_LIMIT_WINDOW_SECONDS', () => {
    const { telegram } = parseConfig({ TELEGRAM_LINK_ATTEMPTS: '3', RATE_LIMIT_WINDOW_SECONDS: '600' });
    expect(telegram.linkAttempts).toEqual({ max: 3, windowSeconds: 600 });
    expect(problemsOf({ TELEGRAM_LINK_ATTEMPTS: '0' })).toEqual([
      'TELEGRAM_LINK_ATTEMPTS must be an integer 1-1000, got "0"',
    ]);
  });
});
