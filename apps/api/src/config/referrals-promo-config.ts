import { z } from 'zod';
import { integer } from './env-values.js';

// Referral programme and promo-code settings; parsed as part of config.ts's environment schema.

export const referralsPromoEnvShape = {
  REFERRAL_SHARE_PERCENT: integer(0, 100)
    .default(10)
    .describe(
      'Percent of each top-up of a referred customer credited to the referrer; 0 turns the bonus off.',
    ),
  RATE_LIMIT_PROMO_PER_ACCOUNT: integer(1, 1_000_000)
    .default(10)
    .describe('Failed promo-code redeems one account may make per RATE_LIMIT_WINDOW_SECONDS.'),
  RATE_LIMIT_PROMO_PER_IP: integer(1, 1_000_000)
    .default(30)
    .describe(
      'Failed promo-code redeems one address may make per window (higher: many people share one NAT).',
    ),
};

const envSchema = z.object(referralsPromoEnvShape);
type ReferralsPromoEnv = z.infer<typeof envSchema>;

export interface ReferralsConfig {
  sharePercent: number;
}

export interface PromoCodesConfig {
  failuresPerAccount: number;
  failuresPerIp: number;
  windowSeconds: number;
}

export const referralsConfig = (vars: ReferralsPromoEnv): ReferralsConfig => ({
  sharePercent: vars.REFERRAL_SHARE_PERCENT,
});

export const promoCodesConfig = (vars: ReferralsPromoEnv, windowSeconds: number): PromoCodesConfig => ({
  failuresPerAccount: vars.RATE_LIMIT_PROMO_PER_ACCOUNT,
  failuresPerIp: vars.RATE_LIMIT_PROMO_PER_IP,
  windowSeconds,
});
