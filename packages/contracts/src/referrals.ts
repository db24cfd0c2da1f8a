import { z } from 'zod';
import { API_BASE } from './api-paths.js';

// Referrals: each customer has a personal code and a link `<APP_URL>/registration?ref=<code>`;
// the referrer earns a share of the top-ups of the people who registered through it. The code's own rules are
// in referral-code.ts, which the registration page loads without these schemas.

export const referralPaths = {
  /** GET: the customer's code, link, figures and the people they brought. */
  overview: `${API_BASE}/user/referrals`,
} as const;

export const referredCustomerSchema = z.object({
  id: z.number().int(),
  /** First name and the initial of the last name only ("Alisher K."): the rest is not the referrer's business. */
  name: z.string(),
  joined_at: z.string(),
  /** Som earned from this customer's top-ups, net of reversals. */
  earned: z.number(),
});
export type ReferredCustomer = z.infer<typeof referredCustomerSchema>;

export const referralsOverviewSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** The share of each top-up a new referral earns, in percent (0 when the programme is off). */
  share_percent: z.number(),
  joined_count: z.number().int(),
  /** Som, net of reversals. */
  earned_total: z.number(),
  referrals: z.array(referredCustomerSchema),
});
export type ReferralsOverview = z.infer<typeof referralsOverviewSchema>;
