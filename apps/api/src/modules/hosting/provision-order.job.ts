import { domainToASCII } from 'node:url';
import { readAll } from '../../db/read-all.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { JobContext, JobHandler } from '../../jobs/job-definition.js';
import { enqueue } from '../../jobs/job-runner.js';
import { tryChangeBalance } from '../balance/balance.service.js';
import { findServer, findTariff } from './catalogue.repository.js';
import { createOrderSite, PROVISION_MAX_ATTEMPTS, panelTask, type provisionOrder } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { recordedPanelCall, recordStatus } from './order-events.js';
import { findOrder, insertEvent, lockOrder, type OrderRow, updateOrder } from './orders.repository.js';

/** The panel refused for good (bad preset, bad login …): retrying will not help. */
const isPermanent = (error: unknown) => error instanceof PanelError && !error.retryable;

async function createPanelUser(deps: HostingDeps, order: OrderRow, context: JobContext): Promise<void> {
  const [server, tariff] = await readAll(context.db, [
    () => findServer(context.db, order.serverId),
    () => findTariff(context.db, order.tariffId),
  ]);
  if (!server || !tariff) throw new Error(`order ${order.id} points at a missing server or tariff`);
  const panel = deps.panelFor(server);
  const now = () => context.clock.now();
  try {
    await recordedPanelCall(context.db, order.id, 'user.add.finish', now, () =>
      panel.createUser({
        login: order.panelLogin,
        password: deps.box.open(order.panelPasswordSealed),
        preset: tariff.preset,
        limits: tariff.limits,
      }),
    );
  } catch (error) {
    // An earlier try may have created the user before its answer was lost: that is success.
    if (!(error instanceof PanelError && error.type === 'exists')) throw error;
    const users = await recordedPanelCall(context.db, order.id, 'user', now, () => panel.listUsers());
    if (!users.some((user) => user.login === order.panelLogin)) throw error;
  }
}

/** Gives the money back and cancels; only an order still in progress (a re-run changes nothing). */
async function refundAndCancel(order: OrderRow, context: JobContext, reason: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked?.status !== 'progress') return;
    const now = context.clock.now();
    await tryChangeBalance(tx, {
      userId: locked.userId,
      amountTiyin: locked.periodPriceTiyin,
      reason: 'order_refund',
      reference: { type: 'hosting_order', id: locked.id },
      at: now,
    });
    await insertEvent(tx, {
      orderId: locked.id,
      kind: 'refund',
      action: 'provisioning_failed',
      detail: { amount_tiyin: locked.periodPriceTiyin, reason },
      at: now,
    });
    await updateOrder(tx, locked.id, { status: 'cancelled', updatedAt: now });
    await recordStatus(tx, locked.id, 'progress', 'cancelled', 'provisioning_failed', now, { reason });
  });
}

/**
 * `progress` → `active`: creates the panel user with the tariff's preset and limits. Transport failures are
 * retried with backoff; a refusal by the panel, or the last attempt, refunds the payment and cancels.
 */
export function runProvisionOrder(deps: HostingDeps): JobHandler<typeof provisionOrder> {
  return async ({ orderId }, context) => {
    const order = await findOrder(context.db, orderId);
    if (order?.status !== 'progress') return;
    try {
      await createPanelUser(deps, order, context);
    } catch (error) {
      if (isPermanent(error) || context.attempt >= PROVISION_MAX_ATTEMPTS) {
        await refundAndCancel(order, context, error instanceof Error ? error.message : String(error));
        return;
      }
      throw error;
    }
    await context.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      const now = context.clock.now();
      // Cancelled by staff while the panel was creating the user: the user the panel made goes again.
      if (locked?.status === 'cancelled') {
        await enqueue(tx, panelTask, { orderId, action: 'delete' }, now);
        return;
      }
      if (locked?.status !== 'progress') return;
      // The paid period starts when the account exists, not when the order was placed.
      const expiresAt = new Date(now.getTime() + locked.payType * 1000);
      await updateOrder(tx, orderId, {
        status: 'active',
        expiresAt,
        reminderDaysSent: null,
        updatedAt: now,
      });
      await recordStatus(tx, orderId, 'progress', 'active', 'provisioned', now);
      // The domains that came to point at the order while it was set up get their sites now (order-site.job.ts).
      const pointed = await deps.orderDomains(tx, { userId: locked.userId, orderIds: [orderId] });
      for (const domain of pointed.get(orderId) ?? []) {
        await enqueue(tx, createOrderSite, { orderId, name: domainToASCII(domain.name) }, now);
      }
    });
  };
}
