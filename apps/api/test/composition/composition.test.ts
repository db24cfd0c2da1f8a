import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildAdapters } from '../../src/composition/adapters.js';
import { startDemoLayer } from '../../src/composition/demo.js';
import { parseConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { systemClock } from '../../src/lib/clock.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

// The composition root: config in, adapters out; the demo layer is the only thing that starts simulators.

const production = {
  ...TEST_SECRETS,
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  DEMO_MODE: 'false',
};
const silent = pino({ level: 'silent' });
// The demo layer touches the database only for the fake panel, which production config does not ask for.
const noDatabase = {} as Database;
// Adapters keep state in the database only when used; building them touches nothing.
const runtime = { db: noDatabase, clock: systemClock };

describe('buildAdapters', () => {
  it('leaves out what production config does not configure', () => {
    const adapters = buildAdapters(parseConfig(production), runtime);
    expect(adapters.mailer).toBeUndefined();
    expect(adapters.sms).toBeUndefined();
    expect(adapters.telegram).toBeNull();
    expect(adapters.gateways).toEqual({});
  });

  it('builds each configured port from its settings', () => {
    const config = parseConfig({
      ...production,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ESKIZ_EMAIL: 'ops@portal.uz',
      ESKIZ_PASSWORD: 'secret',
      PAYME_MERCHANT_ID: 'm1',
      PAYME_KEY: 'k1',
      TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwx',
      TELEGRAM_BOT_USERNAME: 'portal_bot',
      TELEGRAM_WEBHOOK_SECRET: 'w'.repeat(32),
    });
    const adapters = buildAdapters(config, runtime);
    expect(adapters.mailer).toBeDefined();
    expect(adapters.sms).toBeDefined();
    expect(Object.keys(adapters.gateways)).toEqual(['payme']);
    expect(adapters.telegram).toMatchObject({
      username: 'portal_bot',
      chatLinkBase: 'https://t.me/portal_bot',
    });
    const url = adapters.gateways.payme?.paymentUrl({
      invoiceId: 7,
      amountTiyin: 100_000,
      returnUrl: 'https://portal.uz/pay',
      lang: 'uz',
    });
    expect(url?.startsWith('https://checkout.paycom.uz/')).toBe(true);
  });
});

describe('the demo layer', () => {
  it('starts nothing for production config and hands it on unchanged', async () => {
    const config = parseConfig(production);
    const demo = await startDemoLayer(config, noDatabase, silent);
    expect(demo.config).toEqual(config);
    await demo.close();
  });

  it('points the payment gateways and the bot at the simulators it started, and stops them', async () => {
    const config = parseConfig({
      ...production,
      PAYME_MERCHANT_ID: 'm1',
      PAYME_KEY: 'k1',
      CLICK_SERVICE_ID: '1',
      CLICK_MERCHANT_ID: '2',
      CLICK_SECRET_KEY: 's',
      PAYMENT_SIMULATORS: 'true',
    });
    const demo = await startDemoLayer(config, noDatabase, silent);
    const checkout = demo.config.payments.payme?.checkoutUrl ?? '';
    const clickPay = demo.config.payments.click?.payUrl ?? '';
    expect(checkout).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(clickPay).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/services\/pay$/);
    expect((await fetch(checkout)).status).toBeLessThan(500);
    await demo.close();
    await expect(fetch(checkout)).rejects.toThrow();
  });
});
