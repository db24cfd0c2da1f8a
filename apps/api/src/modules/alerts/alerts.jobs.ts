import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The alerts module's jobs, as data; their handlers are bound in alerts.module.ts.

/** Posts one alert to the staff chat (the owners' e-mails leave through the outbox's own job). */
export const alertChat = defineJob({
  id: 'alert.chat',
  payload: z.object({ alertId: z.number().int().positive() }),
  maxAttempts: 5,
});

/** Looks for what staff must hear of: payments that do not reconcile, a low registrar balance, overdue tickets. */
export const alertChecks = defineSchedule({ id: 'alerts.check', everyMs: 15 * 60_000 });

/** The ledger check (`check:ledger`), once a day: every balance equals the sum of its ledger. */
export const ledgerCheck = defineSchedule({ id: 'alerts.ledger-check', everyMs: 24 * 60 * 60_000 });
