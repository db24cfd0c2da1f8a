import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definition.js';
import { extensionRevertSchema, tariffChangeRevertSchema } from './order-change-revert.js';

// The hosting module's jobs and schedule, as data; their handlers are bound in hosting.module.ts.

export const PROVISION_MAX_ATTEMPTS = 8;
export const PANEL_TASK_MAX_ATTEMPTS = 12;

/** `progress` → `active`: creates the panel user of a paid order (provision-order.job.ts). */
export const provisionOrder = defineJob({
  id: 'hosting.provision',
  payload: z.object({ orderId: z.number().int().positive() }),
  maxAttempts: PROVISION_MAX_ATTEMPTS,
});

export const PANEL_ACTIONS = ['suspend', 'resume', 'delete', 'change_limits'] as const;

/** One panel call that follows a status change (panel-task.job.ts). */
export const panelTask = defineJob({
  id: 'hosting.panel-task',
  payload: z.object({
    orderId: z.number().int().positive(),
    action: z.enum(PANEL_ACTIONS),
    /** A tariff change carries what it replaced, to be undone when the panel never applies it. */
    revert: tariffChangeRevertSchema.optional(),
    /** A resume after an extension out of `week` carries what it replaced, likewise. */
    revertExtension: extensionRevertSchema.optional(),
  }),
  maxAttempts: PANEL_TASK_MAX_ATTEMPTS,
});

/** The order timers (order-scheduler.ts); HOSTING_SCHEDULER_MS sets the interval at composition. */
export const orderScheduler = defineSchedule({ id: 'hosting.order-scheduler', everyMs: 60_000 });

/** Follows requested certificates and warns before they lapse (ssl-watch.ts). */
export const sslWatch = defineSchedule({ id: 'hosting.ssl-watch', everyMs: 30_000 });

/** Reads the usage of live orders not read for an hour, so the disk notice reaches them (usage-watch.ts). */
export const usageWatch = defineSchedule({ id: 'hosting.usage-watch', everyMs: 10 * 60_000 });

/** A domain bought or moved here to point at an order gets its site on the panel (order-site.job.ts). */
export const createOrderSite = defineJob({
  id: 'hosting.create-site',
  payload: z.object({ orderId: z.number().int().positive(), name: z.string().min(1).max(253) }),
  maxAttempts: 10,
});
