import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/config.js';

describe('referral and promo-code settings', () => {
  it('default to a 10 % share and 10 / 30 failed redeems per account / IP in the rate-limit window', () => {
    const config = parseConfig({ RATE_LIMIT_WINDOW_SECONDS: '600' });
    expect(config.referrals).toEqual({ sharePercent: 10 });
    expect(config.promoCodes).toEqual({ failuresPerAccount: 10, failuresPerIp: 30, windowSeconds: 600 });
  });

  it('take 0 to switch the bonus off and refuse a share above 100 %', () => {
    expect(parseConfig({ REFERRAL_SHARE_PERCENT: '0' }).referrals.sharePercent).toBe(0);
    expect(() => parseConfig({ REFERRAL_SHARE_PERCENT: '150' })).toThrow(ConfigError);
    expect(() => parseConfig({ RATE_LIMIT_PROMO_PER_IP: '0' })).toThrow(/RATE_LIMIT_PROMO_PER_IP/);
  });
});
