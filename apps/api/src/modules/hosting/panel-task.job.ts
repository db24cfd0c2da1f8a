import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { JobHandler, JobPayload } from '../../jobs/job-definition.js';
import { findServer, findTariff } from './catalogue.repository.js';
import { PANEL_TASK_MAX_ATTEMPTS, type panelTask } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { revertExtension, revertTariffChange } from './order-change-revert.js';
import { recordedPanelCall } from './order-events.js';
import { findOrder, type OrderStatusValue } from './orders.repository.js';

type Payload = JobPayload<typeof panelTask>;

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
export function runPanelTask(deps: HostingDeps): JobHandler<typeof panelTask> {
  return async ({ orderId, action, revert, revertExtension: extension }, context) => {
    const { db, clock } = context;
    const order = await findOrder(db, orderId);
    if (!order || !FITS[action].includes(order.status)) return;
    const server = await findServer(db, order.serverId);
    if (!server) throw new Error(`order ${orderId} points at a missing server`);
    const panel = deps.panelFor(server);
    const login = order.panelLogin;
    const call = recordedPanelCall(
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
    try {
      await call;
    } catch (error) {
      const isFinal =
        (error instanceof PanelError && !error.retryable) || context.attempt >= PANEL_TASK_MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      if (isFinal && revert) return revertTariffChange(orderId, revert, context, reason);
      if (isFinal && extension) return revertExtension(orderId, extension, context, reason);
      throw error;
    }
  };
}
