import { z } from 'zod';
import { integer } from './env-values.js';

// Referral programme and promo-code settings; parsed as part of config.ts's environment schema.

export const referralsPromoEnvShape = {
  /** Percent of each top-up of a referred customer credited to the referrer; 0 turns the bonus off. */
  REFERRAL_SHARE_PERCENT: integer(0, 100).default(10),
  /** Failed promo-code redeems allowed per account in RATE_LIMIT_WINDOW_SECONDS. */
  RATE_LIMIT_PROMO_PER_ACCOUNT: integer(1, 1_000_000).default(10),
  /** Failed promo-code redeems allowed per IP address in the window (higher: many people share one NAT). */
  RATE_LIMIT_PROMO_PER_IP: integer(1, 1_000_000).default(30),
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
