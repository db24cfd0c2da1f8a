import { DEFAULT_LANGUAGE } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { RecurringContext } from '../../jobs/job-definition.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel } from './order-panel.js';
import { ordersDueUsage } from './usage.repository.js';
import { readUsage } from './usage.service.js';

// Reads the usage of live orders nobody looked at for an hour (docs/hosting-control.md), so a disk filling up
// is told to its customer even when they never open the order's page. The reading itself decides the notice.

const BATCH = 50;
const STALE_MS = 60 * 60 * 1000;

export function runUsageWatch(deps: HostingDeps) {
  return async ({ db, clock }: RecurringContext): Promise<void> => {
    const now = clock.now();
    for (const orderId of await ordersDueUsage(db, new Date(now.getTime() - STALE_MS), BATCH)) {
      await readOne(db, deps, orderId, now);
    }
  };
}

async function readOne(db: Database, deps: HostingDeps, orderId: number, now: Date): Promise<void> {
  try {
    const query = { userId: null, orderId, supportSession: false, language: DEFAULT_LANGUAGE };
    const context = await loadOrderPanel(db, deps, query);
    await readUsage(db, context, { now, language: DEFAULT_LANGUAGE });
  } catch (error) {
    // A silent panel or a vanished order is looked at again next time.
    if (!(error instanceof AppError)) throw error;
  }
}
