import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';

// The domains module's jobs and schedules, as data; their handlers are bound in domains.module.ts.

/** Transport failures (`unavailable`) are retried this many times in all, then the payment is refunded. */
export const DOMAIN_OPERATION_MAX_ATTEMPTS = 5;

/** Carries a pending gTLD operation to the registrar's API (domain-operation.job.ts). */
export const domainOperation = defineJob({
  id: 'domains.operation',
  payload: z.object({ operationId: z.number().int().positive() }),
  maxAttempts: DOMAIN_OPERATION_MAX_ATTEMPTS,
});

/** The timers of a domain's life (domain-lifecycle.job.ts); hourly: nothing in them needs finer steps. */
export const domainLifecycle = defineSchedule({ id: 'domains.lifecycle', everyMs: 3_600_000 });

/** The sync with the registrar (domain-sync.job.ts), once a day across all processes. */
export const domainSync = defineSchedule({ id: 'domains.sync', everyMs: 86_400_000 });
