import { z } from 'zod';
import { boolean } from './env-values.js';

// Outbound webhooks (docs/webhooks.md); parsed as part of config.ts's environment schema.

export const webhooksEnvShape = {
  WEBHOOKS_ALLOW_LOOPBACK: boolean
    .default(false)
    .describe(
      'Tests only: lets webhooks reach 127.0.0.1 and ::1 (also over plain http); every other refused address stays refused. Production refuses it.',
    ),
};

const webhooksEnvSchema = z.object(webhooksEnvShape);

export interface WebhooksConfig {
  /** Loopback receivers allowed, over http too (a test's receiver); never in production. */
  allowLoopback: boolean;
}

export const webhooksConfig = (vars: z.infer<typeof webhooksEnvSchema>): WebhooksConfig => ({
  allowLoopback: vars.WEBHOOKS_ALLOW_LOOPBACK,
});
