import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { findServer } from './catalogue.repository.js';
import type { createOrderSite } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { offeredPhpVersions } from './order-panel.js';
import { findOrder, insertEvent } from './orders.repository.js';

// A domain bought here "pointing at this order" becomes one of the order's sites without the customer asking
// (docs/hosting-control.md). It waits for the order's panel user; the panel's refusal (the name taken, the
// limit reached) is written on the order and the customer adds the site by hand.

/** The newest offered version the advertised list has, so a new site runs a current PHP. */
const DEFAULT_PHP = '7.4';

export function runCreateOrderSite(deps: HostingDeps): JobHandler<typeof createOrderSite> {
  return async ({ orderId, name }, { db, clock }) => {
    const order = await findOrder(db, orderId);
    if (!order || order.status === 'cancelled') return;
    // Retried with backoff until provisioning has made the panel user.
    if (order.status === 'progress') throw new Error(`order ${orderId} is not provisioned yet`);
    const server = await findServer(db, order.serverId);
    if (!server) throw new Error(`order ${orderId} points at a missing server`);
    const offered = offeredPhpVersions(server);
    const phpVersion = offered.includes(DEFAULT_PHP)
      ? DEFAULT_PHP
      : (offered[offered.length - 1] ?? DEFAULT_PHP);
    const panel = deps.panelFor(server).asUser(order.panelLogin);
    let refusal: PanelError | null = null;
    try {
      await panel.createSite({ name, aliases: [`www.${name}`], phpVersion });
    } catch (error) {
      if (!(error instanceof PanelError) || error.retryable) throw error;
      const ours = error.type === 'exists' && (await panel.listSites()).some((site) => site.name === name);
      if (!ours) refusal = error;
    }
    await insertEvent(db, {
      orderId,
      kind: 'panel',
      action: 'site.create',
      ok: refusal === null,
      at: clock.now(),
      detail: {
        site: name,
        php_version: phpVersion,
        automatic: true,
        ...(refusal ? { type: refusal.type ?? null, object: refusal.object ?? null } : {}),
      },
    });
  };
}
