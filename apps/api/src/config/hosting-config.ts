import { createHash } from 'node:crypto';
import {
  CANCEL_REFUND_POLICIES,
  type CancelRefundPolicy,
  TARIFF_CHANGE_POLICIES,
  type TariffChangePolicy,
} from '@portal/contracts';
import { z } from 'zod';
import { integer } from './env-values.js';

// Hosting settings; parsed as part of config.ts's environment schema.

export const hostingEnvShape = {
  HOSTING_SECRET_KEY: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe(
      'Seals the secrets kept at rest (panel passwords, TOTP secrets); 32+ characters. Required outside demo mode; never change it once used.',
    ),
  HOSTING_PANEL_SIMULATOR: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .describe(
      'Start the fake ISPmanager and point the demo servers at it (default: demo mode; production refuses it).',
    ),
  HOSTING_PANEL_SIMULATOR_PORT: integer(0, 65_535)
    .default(0)
    .describe("The fake ISPmanager's port; 0 picks a free one."),
  HOSTING_SCHEDULER_MS: integer(0, 86_400_000)
    .default(60_000)
    .describe(
      'How often the order scheduler (expiry, grace end, reminders) runs in this process (ms); 0 turns it off.',
    ),
  HOSTING_SSL_WATCH_MS: integer(1_000, 86_400_000)
    .default(30_000)
    .describe(
      'How often requested free certificates are followed in the panel and lapsing ones warned about (ms).',
    ),
  HOSTING_PANEL_TIMEOUT_MS: integer(100, 600_000)
    .default(15_000)
    .describe('Time-out of one panel call (ms).'),
  TARIFF_CHANGE_POLICY: z
    .enum(TARIFF_CHANGE_POLICIES, { error: `must be one of ${TARIFF_CHANGE_POLICIES.join(', ')}` })
    .default('prorate')
    // Under `reset` a customer lost up to a year of paid days to one change, so keeping them is the default
    // (docs/decisions/0010-tariff-change-prorate.md).
    .describe(
      'What a tariff change does with the paid days left: `prorate` credits their share of the period price to the balance before the new period is charged; `reset` loses them.',
    ),
  CANCEL_REFUND_POLICY: z
    .enum(CANCEL_REFUND_POLICIES, { error: `must be one of ${CANCEL_REFUND_POLICIES.join(', ')}` })
    .default('unused_days')
    .describe(
      'What a customer\'s cancellation "now" returns: `unused_days` (the whole unused days\' share of the period price, in whole som) or `none`. An end-of-term cancellation returns nothing.',
    ),
};

const hostingEnvSchema = z.object(hostingEnvShape);
type HostingEnv = z.infer<typeof hostingEnvSchema>;

export interface HostingConfig {
  /** 32 bytes for AES-256-GCM. */
  secretKey: Buffer;
  simulator: { enabled: boolean; port: number };
  schedulerMs: number;
  sslWatchMs: number;
  panelTimeoutMs: number;
  tariffChangePolicy: TariffChangePolicy;
  cancelRefundPolicy: CancelRefundPolicy;
}

// A fixed key keeps demo data readable across restarts; it protects nothing, so config.ts requires a real
// key outside demo mode.
const DEMO_SECRET = 'demo-only-hosting-secret-key-not-for-production';

export function hostingConfig(vars: HostingEnv, demoMode: boolean): HostingConfig {
  const secret = vars.HOSTING_SECRET_KEY ?? DEMO_SECRET;
  return {
    secretKey: createHash('sha256').update(secret).digest(),
    simulator: { enabled: vars.HOSTING_PANEL_SIMULATOR ?? demoMode, port: vars.HOSTING_PANEL_SIMULATOR_PORT },
    schedulerMs: vars.HOSTING_SCHEDULER_MS,
    sslWatchMs: vars.HOSTING_SSL_WATCH_MS,
    panelTimeoutMs: vars.HOSTING_PANEL_TIMEOUT_MS,
    tariffChangePolicy: vars.TARIFF_CHANGE_POLICY,
    cancelRefundPolicy: vars.CANCEL_REFUND_POLICY,
  };
}
