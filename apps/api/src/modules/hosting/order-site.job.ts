import { DEFAULT_LANGUAGE } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { JobHandler } from '../../jobs/job-definition.js';
import { enqueue } from '../../jobs/job-runner.js';
import { createOrderSite } from './hosting.jobs.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, offeredPhpVersions } from './order-panel.js';
import { findOrder, insertEvent, lockOrder } from './orders.repository.js';
import { createWithinTariffLimit } from './tariff-limits.js';
import { PANEL_KEYS } from './usage.service.js';

// A domain bought here "pointing at this order" becomes one of the order's sites without the customer asking
// (docs/hosting-control.md). An order still being set up has no panel user yet: the job then does nothing and
// provisioning queues it again the moment the user exists (provision-order.job.ts), so the site never waits on
// a retry's backoff. The tariff's site limit is checked as on the customer's own create; a refusal (the limit
// reached, the name taken) is written on the order and the customer adds the site by hand.

/**
 * Queues the site of a domain that has just come to point at the order. Takes the order's row lock, so this and
 * provisioning's "the user exists, queue the sites" come one after the other: the job either finds the order
 * active or provisioning finds the domain.
 */
export async function queueOrderSite(
  tx: Queryable,
  site: { orderId: number; name: string; now: Date },
): Promise<void> {
  const order = await lockOrder(tx, site.orderId);
  if (!order || order.status === 'cancelled') return;
  await enqueue(tx, createOrderSite, { orderId: site.orderId, name: site.name }, site.now);
}

/** The newest offered version the advertised list has, so a new site runs a current PHP. */
const DEFAULT_PHP = '7.4';

export function runCreateOrderSite(deps: HostingDeps): JobHandler<typeof createOrderSite> {
  return async ({ orderId, name }, { db, clock }) => {
    const order = await findOrder(db, orderId);
    if (!order || order.status === 'cancelled') return;
    // Provisioning queues the site again once the panel user exists.
    if (order.status === 'progress') return;
    const context = await loadOrderPanel(db, deps, {
      userId: null,
      orderId,
      supportSession: false,
      language: DEFAULT_LANGUAGE,
    });
    const panel = context.panel;
    if (panel === null) return;
    const offered = offeredPhpVersions(context.server);
    const phpVersion = offered.includes(DEFAULT_PHP)
      ? DEFAULT_PHP
      : (offered[offered.length - 1] ?? DEFAULT_PHP);
    const ours = async () => (await panel.listSites()).some((site) => site.name === name);
    let refusal: { type: string | null; object: string | null } | null = null;
    let isAlreadyMade = false;
    try {
      // The tariff's site limit holds here as on the customer's own create, under the same lock.
      await createWithinTariffLimit(
        db,
        context,
        { kind: 'sites', now: clock.now(), language: DEFAULT_LANGUAGE, alreadyThere: ours },
        async () => {
          try {
            await panel.createSite({ name, aliases: [`www.${name}`], phpVersion });
            return true;
          } catch (error) {
            if (!(error instanceof PanelError) || error.retryable) throw error;
            // Already made by an earlier run (the domain's and provisioning's queued it both).
            isAlreadyMade = error.type === 'exists' && (await ours());
            if (!isAlreadyMade) refusal = { type: error.type ?? null, object: error.object ?? null };
            return false;
          }
        },
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'HOSTING_LIMIT_REACHED') throw error;
      refusal = { type: 'limit', object: PANEL_KEYS.sites };
    }
    if (isAlreadyMade) return;
    await insertEvent(db, {
      orderId,
      kind: 'panel',
      action: 'site.create',
      ok: refusal === null,
      at: clock.now(),
      detail: { site: name, php_version: phpVersion, automatic: true, ...(refusal ?? {}) },
    });
  };
}
