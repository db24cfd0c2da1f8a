import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/job-definition.js';
import { findServer, findTariff } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { recordedPanelCall } from './order-events.js';
import { findOrder, type OrderStatusValue } from './orders.repository.js';

export const PANEL_TASK_JOB = 'hosting.panel-task';
const ACTIONS = ['suspend', 'resume', 'delete', 'change_limits'] as const;
const payloadSchema = z.object({ orderId: z.number().int().positive(), action: z.enum(ACTIONS) });
type Payload = z.infer<typeof payloadSchema>;

/**
 * The status each panel action belongs to. A task whose order has moved on since it was queued (a suspend
 * retried after the customer already extended) is skipped, so late retries never undo a newer change.
 */
const FITS: Record<Payload['action'], OrderStatusValue[]> = {
  suspend: ['week', 'suspended'],
  resume: ['active'],
  delete: ['cancelled'],
  change_limits: ['active', 'week', 'suspended'],
};

const FUNCS: Record<Payload['action'], string> = {
  suspend: 'user.suspend',
  resume: 'user.resume',
  delete: 'user.delete',
  change_limits: 'user.edit',
};

/** One panel call that follows a status change; retried by the runner until the panel confirms it. */
export function panelTaskJob(deps: HostingDeps | null): JobDefinition<Payload> {
  return defineJob({
    name: PANEL_TASK_JOB,
    payload: payloadSchema,
    maxAttempts: 12,
    async handler({ orderId, action }, { db, clock }) {
      if (!deps) throw new Error('the hosting jobs were registered without their dependencies');
      const order = await findOrder(db, orderId);
      if (!order || !FITS[action].includes(order.status)) return;
      const server = await findServer(db, order.serverId);
      if (!server) throw new Error(`order ${orderId} points at a missing server`);
      const panel = deps.panelFor(server);
      const login = order.panelLogin;
      await recordedPanelCall(
        db,
        orderId,
        FUNCS[action],
        () => clock.now(),
        async () => {
          if (action === 'suspend') return panel.suspend(login);
          if (action === 'resume') return panel.resume(login);
          if (action === 'delete') return panel.deleteUser(login);
          const tariff = await findTariff(db, order.tariffId);
          if (!tariff) throw new Error(`order ${orderId} points at a missing tariff`);
          return panel.changeLimits(login, tariff.preset, tariff.limits);
        },
      );
    },
  });
}

export const panelTaskJobRef = panelTaskJob(null);
