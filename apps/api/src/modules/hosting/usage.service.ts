import {
  DISK_NOTICE_PERCENT,
  type HostingResourceKind,
  type HostingUsage,
  USAGE_CACHE_SECONDS,
  USAGE_WARNING_PERCENT,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { notify } from '../notifications/notifications.service.js';
import { findTariff } from './catalogue.repository.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery } from './order-panel.js';
import { panelFailure } from './panel-errors.js';
import { findUsage, lockUsage, saveUsage, type UsageFigures } from './usage.repository.js';

// What an order uses of its tariff (docs/hosting-control.md). The panel's `userstat` is read at most once a
// minute per order: the reading is kept in hosting_order_usage, and the process that finds it stale reads the
// panel while holding that row, so another process waits and then uses the fresh reading. The same moment
// decides the disk notice: above 90 % told once, told again only after the use fell below 80 %.

/** The panel's limit key counted for each kind (sites are the panel's web domains). */
export const PANEL_KEYS: Record<HostingResourceKind, string> = {
  sites: 'limit_webdomains',
  mailboxes: 'limit_emails',
  databases: 'limit_db',
  ftp_users: 'limit_ftp_users',
  cron_jobs: 'limit_scheduler',
};

/** The tariff's limit of a kind; a tariff card names sites by its domains limit when it has no web domains one. */
export function tariffLimit(limits: Record<string, number>, kind: HostingResourceKind): number | null {
  const key = PANEL_KEYS[kind];
  const value = limits[key] ?? (kind === 'sites' ? limits.limit_domains : undefined);
  return typeof value === 'number' ? value : null;
}

const CACHE_MS = USAGE_CACHE_SECONDS * 1000;

async function diskNotice(
  tx: Queryable,
  context: OrderPanel,
  reading: { figures: UsageFigures; noticeAt: Date | null; now: Date; quota: number | null },
): Promise<Date | null | undefined> {
  const used = reading.figures.limit_quota?.used ?? 0;
  const quota = reading.quota ?? reading.figures.limit_quota?.total ?? null;
  if (quota === null || quota <= 0) return undefined;
  const percent = (used / quota) * 100;
  if (percent > DISK_NOTICE_PERCENT && reading.noticeAt === null) {
    await notify(tx, {
      userId: context.order.userId,
      kind: 'disk_nearly_full',
      params: { order_id: context.order.id, percent: Math.min(100, Math.floor(percent)) },
      at: reading.now,
    });
    return reading.now;
  }
  if (percent < USAGE_WARNING_PERCENT && reading.noticeAt !== null) return null;
  return undefined;
}

async function tariffLimits(db: Queryable, context: OrderPanel): Promise<Record<string, number>> {
  return (await findTariff(db, context.order.tariffId))?.limits ?? {};
}

/**
 * The order's figures: the kept reading while it is younger than a minute, else the panel's (kept for the next
 * minute). Null while the order has no panel account.
 */
export async function readUsage(
  db: Queryable,
  context: OrderPanel,
  input: { now: Date; language: OrderPanelQuery['language'] },
): Promise<{ figures: UsageFigures; readAt: Date } | null> {
  const panel = context.panel;
  if (panel === null) return null;
  const quota = (await tariffLimits(db, context)).limit_quota ?? null;
  return db.transaction(async (tx) => {
    const row = await lockUsage(tx, context.order.id);
    if (input.now.getTime() - row.readAt.getTime() < CACHE_MS)
      return { figures: row.figures, readAt: row.readAt };
    let figures: UsageFigures;
    try {
      figures = await panel.usage();
    } catch (error) {
      throw await panelFailure(error, { db: tx, order: context.order, fields: {}, language: input.language });
    }
    const noticeAt = await diskNotice(tx, context, {
      figures,
      noticeAt: row.diskNoticeAt,
      now: input.now,
      quota,
    });
    await saveUsage(tx, context.order.id, {
      figures,
      readAt: input.now,
      ...(noticeAt !== undefined ? { diskNoticeAt: noticeAt } : {}),
    });
    return { figures, readAt: input.now };
  });
}

/**
 * A create or delete the portal made moves the kept count at once, so the bars and the next limit check see it
 * without asking the panel again within the minute.
 */
export async function countChange(
  db: Queryable,
  orderId: number,
  change: { kind: HostingResourceKind; delta: 1 | -1 },
): Promise<void> {
  const row = await findUsage(db, orderId);
  if (!row || row.readAt.getTime() === 0) return;
  const key = PANEL_KEYS[change.kind];
  const current = row.figures[key] ?? { used: 0, total: null };
  const figures = { ...row.figures, [key]: { ...current, used: Math.max(0, current.used + change.delta) } };
  await saveUsage(db, orderId, { figures });
}

function usageOf(
  reading: { figures: UsageFigures; readAt: Date } | null,
  limits: Record<string, number>,
): HostingUsage {
  const figures = reading?.figures ?? {};
  const kinds = Object.keys(PANEL_KEYS) as HostingResourceKind[];
  return {
    disk: {
      used: figures.limit_quota?.used ?? 0,
      limit: limits.limit_quota ?? figures.limit_quota?.total ?? null,
    },
    resources: kinds.map((kind) => ({
      kind,
      used: figures[PANEL_KEYS[kind]]?.used ?? 0,
      limit: tariffLimit(limits, kind),
    })),
    read_at: reading?.readAt.toISOString() ?? null,
  };
}

export async function orderUsage(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery & { now: Date },
): Promise<HostingUsage> {
  const context = await loadOrderPanel(db, deps, input);
  const reading = await readUsage(db, context, input);
  return usageOf(reading, await tariffLimits(db, context));
}
