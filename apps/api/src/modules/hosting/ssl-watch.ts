import { SSL_EXPIRY_WARNING_DAYS } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import type { PanelSite } from '../../integrations/hosting-panel/hosting-panel.js';
import { PanelError } from '../../integrations/hosting-panel/hosting-panel.js';
import type { RecurringContext } from '../../jobs/job-definition.js';
import { notify } from '../notifications/notifications.service.js';
import { emitWebhookEvent } from '../webhooks/webhook-events.js';
import { findServer } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { DAY_MS } from './order-rules.js';
import { findOrder, insertEvent } from './orders.repository.js';
import {
  deleteSiteCertificate,
  listWatchedCertificates,
  markCertificateWarned,
  type SiteCertificateRow,
  type SiteCertificateState,
  upsertSiteCertificate,
} from './site-certificates.repository.js';
import { publishSslState } from './site-ssl-events.js';

// Follows the certificates the portal asked for (docs/hosting-control.md): an issuance the panel finished or
// refused is pushed to the customer's open pages and written on the order; a certificate lapsing within
// SSL_EXPIRY_WARNING_DAYS is told to the customer once per expiry. Renewal itself is the panel's.

const BATCH = 200;

const stateOf = (site: PanelSite): SiteCertificateState | null =>
  site.ssl === 'processing'
    ? 'issuing'
    : site.ssl === 'issued'
      ? 'issued'
      : site.ssl === 'error'
        ? 'failed'
        : null;

const expiryOf = (site: PanelSite): Date | null =>
  site.ssl === 'issued' && site.sslValidUntil ? new Date(`${site.sslValidUntil}T00:00:00Z`) : null;

/** The panel's sites of each order once per run; an order whose panel is silent is looked at next time. */
async function sitesOfOrder(db: Database, deps: HostingDeps, orderId: number) {
  const order = await findOrder(db, orderId);
  if (!order || order.status === 'progress' || order.status === 'cancelled') return { order, sites: null };
  const server = await findServer(db, order.serverId);
  if (!server) return { order, sites: null };
  try {
    return { order, sites: await deps.panelFor(server).asUser(order.panelLogin).listSites() };
  } catch (error) {
    if (error instanceof PanelError) return { order, sites: undefined };
    throw error;
  }
}

async function follow(
  db: Database,
  row: SiteCertificateRow,
  site: PanelSite | undefined,
  userId: number,
  now: Date,
) {
  const state = site ? stateOf(site) : null;
  if (!site || state === null) {
    await deleteSiteCertificate(db, row.orderId, row.site);
    return;
  }
  const expiresAt = expiryOf(site);
  const changed =
    state !== row.state || (expiresAt?.getTime() ?? null) !== (row.expiresAt?.getTime() ?? null);
  if (changed) {
    await db.transaction(async (tx) => {
      await upsertSiteCertificate(tx, { orderId: row.orderId, site: row.site, state, expiresAt, at: now });
      await publishSslState(tx, { userId, orderId: row.orderId, site: row.site, state, expiresAt, at: now });
      await insertEvent(tx, {
        orderId: row.orderId,
        kind: 'panel',
        action: 'ssl.state',
        ok: state !== 'failed',
        at: now,
        detail: { site: row.site, state, expires_at: expiresAt?.toISOString() ?? null },
      });
      // Issued now (not merely renewed to a new expiry): the owner's webhooks hear of it in this transaction.
      if (state === 'issued' && row.state !== 'issued') {
        await emitWebhookEvent(tx, {
          userId,
          type: 'certificate.issued',
          data: { order_id: row.orderId, domain: row.site, expires_at: expiresAt?.toISOString() ?? null },
          at: now,
        });
      }
    });
  }
  const warnFrom = now.getTime() + SSL_EXPIRY_WARNING_DAYS * DAY_MS;
  const lapsing = state === 'issued' && expiresAt && expiresAt > now && expiresAt.getTime() <= warnFrom;
  if (lapsing && row.warnedExpiresAt?.getTime() !== expiresAt.getTime()) {
    await db.transaction(async (tx) => {
      await notify(tx, {
        userId,
        kind: 'site_ssl_expiring',
        params: {
          order_id: row.orderId,
          domain: row.site,
          days: Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS),
          expires_at: expiresAt.toISOString(),
        },
        at: now,
      });
      await markCertificateWarned(tx, row.id, expiresAt);
    });
  }
}

export function runSslWatch(deps: HostingDeps) {
  return async ({ db, clock }: RecurringContext): Promise<void> => {
    const now = clock.now();
    const rows = await listWatchedCertificates(
      db,
      new Date(now.getTime() + SSL_EXPIRY_WARNING_DAYS * DAY_MS),
      BATCH,
    );
    const byOrder = new Map<number, SiteCertificateRow[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    for (const [orderId, certificates] of byOrder) {
      const { order, sites } = await sitesOfOrder(db, deps, orderId);
      if (sites === undefined) continue;
      for (const row of certificates) {
        if (!order || sites === null) {
          await deleteSiteCertificate(db, row.orderId, row.site);
          continue;
        }
        await follow(
          db,
          row,
          sites.find((site) => site.name === row.site),
          order.userId,
          now,
        );
      }
    }
  };
}
