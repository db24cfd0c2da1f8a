import path from 'node:path';
import { z } from 'zod';
import { integer } from './env-values.js';

// Running the portal: who may read the metrics, where staff alerts go and when they fire; parsed as part of
// config.ts's environment schema.

export const operationsEnvShape = {
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'must be 32-128 characters A-Z, a-z, 0-9, _ or -' })
    .optional()
    .describe(
      'The bearer token a metrics scrape from another machine must carry (32-128 characters); unset: only this machine may scrape.',
    ),
  STAFF_ALERT_CHAT_ID: z
    .string()
    .trim()
    .regex(/^-?\d{1,20}$/, { error: 'must be a Telegram chat id such as -1001234567890' })
    .transform(Number)
    .optional()
    .describe(
      'The staff group chat the bot posts alerts to (a negative id for a group); unset: alerts go by e-mail only.',
    ),
  ALERT_CHECK_MINUTES: integer(1, 1440)
    .default(15)
    .describe(
      'How often the checks behind the alerts run (reconciliation, the registrar balance, overdue tickets), in minutes.',
    ),
  BACKUP_DIR: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .optional()
    .describe('Where `npm run backup` writes its dated folders (default <DATA_DIR>/backups).'),
  BACKUP_KEEP: integer(1, 1000)
    .default(7)
    .describe('How many backup folders are kept; older ones are deleted.'),
};

const operationsEnvSchema = z.object(operationsEnvShape);
type OperationsEnv = z.infer<typeof operationsEnvSchema>;

export interface OperationsConfig {
  metricsToken: string | undefined;
  alerts: { staffChatId: number | undefined; checkEveryMs: number };
  backups: { dir: string; keep: number };
}

export const operationsConfig = (
  vars: OperationsEnv & { DATA_DIR: string },
  cwd: string,
): OperationsConfig => ({
  metricsToken: vars.METRICS_TOKEN,
  alerts: {
    staffChatId: vars.STAFF_ALERT_CHAT_ID,
    checkEveryMs: vars.ALERT_CHECK_MINUTES * 60_000,
  },
  backups: backupsConfig(vars, cwd),
});

/** Where the dated backup folders go and how many are kept (also read alone by the backup tool). */
export const backupsConfig = (
  vars: { BACKUP_DIR?: string | undefined; BACKUP_KEEP: number; DATA_DIR: string },
  cwd: string,
): OperationsConfig['backups'] => ({
  dir: path.resolve(cwd, vars.BACKUP_DIR ?? path.join(vars.DATA_DIR, 'backups')),
  keep: vars.BACKUP_KEEP,
});
