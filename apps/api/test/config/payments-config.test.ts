import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { TEST_SECRETS } from '../helpers/test-app.js';

describe('payments configuration', () => {
  it('switches a provider off when it is not configured outside demo mode', () => {
    const { payments } = parseConfig({ ...TEST_SECRETS, DEMO_MODE: 'false' });
    expect(payments).toMatchObject({
      minTiyin: 100_000,
      maxTiyin: 1_000_000_000,
      payme: null,
      click: null,
      clickCancelConfirmedError: -9,
      simulators: { enabled: false },
    });
  });

  it('uses the real checkouts when configured', () => {
    const { payments } = parseConfig({
      ...TEST_SECRETS,
      DEMO_MODE: 'false',
      PAYME_MERCHANT_ID: 'kassa',
      PAYME_KEY: 'key',
      CLICK_SERVICE_ID: '1',
      CLICK_MERCHANT_ID: '2',
      CLICK_SECRET_KEY: 'secret',
      CLICK_CANCEL_CONFIRMED_ERROR: '-4',
    });
    expect(payments.payme).toEqual({
      merchantId: 'kassa',
      key: 'key',
      checkoutUrl: 'https://checkout.paycom.uz',
    });
    expect(payments.click?.payUrl).toBe('https://my.click.uz/services/pay');
    expect(payments.clickCancelConfirmedError).toBe(-4);
  });

  it('demo mode works without provider accounts: demo ids, generated keys, simulators on', () => {
    const first = parseConfig({ DEMO_MODE: 'true' }).payments;
    const second = parseConfig({ DEMO_MODE: 'true' }).payments;
    expect(first.simulators.enabled).toBe(true);
    expect(first.payme?.key).toMatch(/^[\w-]{20,}$/);
    expect(first.payme?.key).not.toBe(second.payme?.key);
    expect(first.click?.serviceId).toMatch(/^\d+$/);
  });

  it('names bad values', () => {
    expect(() => parseConfig({ CLICK_CANCEL_CONFIRMED_ERROR: '-5', TOPUP_MIN_SOM: 'x' })).toThrow(
      ConfigError,
    );
  });
});

describe("Payme's offer link", () => {
  it("is Payme's own page unless configured; only an http or https address is taken", () => {
    const base = { ...TEST_SECRETS, DEMO_MODE: 'false' };
    expect(parseConfig(base).payments.paymeOfferUrl).toBe('https://cdn.payme.uz/terms/main.html');
    expect(parseConfig({ ...base, PAYME_OFFER_URL: 'https://payme.uz/oferta' }).payments.paymeOfferUrl).toBe(
      'https://payme.uz/oferta',
    );
    expect(() => parseConfig({ ...base, PAYME_OFFER_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, PAYME_OFFER_URL: 'payme.uz/oferta' })).toThrow(ConfigError);
  });
});

describe('Payme allow-list', () => {
  it('takes IP addresses and CIDR ranges, and names a bad entry', () => {
    const base = { ...TEST_SECRETS, DEMO_MODE: 'false' };
    expect(
      parseConfig({ ...base, PAYME_ALLOWED_IPS: '185.234.113.0/28, 2001:db8::1' }).payments.paymeAllowedIps,
    ).toEqual(['185.234.113.0/28', '2001:db8::1']);
    expect(parseConfig(base).payments.paymeAllowedIps).toBeNull();
    expect(() => parseConfig({ ...base, PAYME_ALLOWED_IPS: '185.234.113.0/40' })).toThrow(
      /PAYME_ALLOWED_IPS/,
    );
    expect(() => parseConfig({ ...base, PAYME_ALLOWED_IPS: 'paycom.uz' })).toThrow(/PAYME_ALLOWED_IPS/);
  });
});

describe('fiscal receipt settings', () => {
  it('reads the IKPU, package code and VAT percent, and Click merchant API user', () => {
    const { payments } = parseConfig({
      ...TEST_SECRETS,
      DEMO_MODE: 'false',
      FISCAL_IKPU_TOP_UP: '10399002001000000',
      FISCAL_PACKAGE_CODE: '1209885',
      VAT_PERCENT: '0',
      CLICK_MERCHANT_USER_ID: '4455',
    });
    expect(payments.fiscal).toEqual({ ikpu: '10399002001000000', packageCode: '1209885', vatPercent: 0 });
    expect(payments.clickApi).toEqual({ url: 'https://api.click.uz/v2/merchant', merchantUserId: '4455' });
  });

  it('demo mode has demo codes and VAT 12 %', () => {
    const { payments } = parseConfig({ DEMO_MODE: 'true' });
    expect(payments.fiscal).toEqual({
      ikpu: expect.stringMatching(/^\d{17}$/),
      packageCode: expect.any(String),
      vatPercent: 12,
    });
    expect(payments.clickApi?.merchantUserId).toMatch(/^\d+$/);
  });

  it('names an IKPU that is not 17 digits and a VAT percent out of range', () => {
    expect(() => parseConfig({ DEMO_MODE: 'true', FISCAL_IKPU_TOP_UP: '12345' })).toThrow(/17-digit IKPU/);
    expect(() => parseConfig({ DEMO_MODE: 'true', VAT_PERCENT: '120' })).toThrow(/VAT_PERCENT/);
  });
});
