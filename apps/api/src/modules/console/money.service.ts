import { type Dashboard, RECONCILIATION_DECISIONS, type ReconciliationKind } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { countFailedJobs } from '../../jobs/jobs.repository.js';
import { countCustomersSince } from '../account/staff/customer-admin.service.js';
import { waitingOperationCounts } from '../domains/staff/domains-staff.service.js';
import { runningOrderCounts } from '../hosting/staff/orders-staff.service.js';
import { openReconciliationItems, settleReconciliationItem } from '../payments/reconciliation.service.js';
import { dailyTotals } from '../payments/staff/invoices-staff.service.js';
import { recordAudit } from '../staff/audit.service.js';
import type { Actor } from './customers.service.js';

// The console's money views beyond one customer: the dashboard and the reconciliation decisions.

const TASHKENT_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;

/** Midnight in Tashkent (UTC+5 all year) of the day `now` falls on. */
export const tashkentDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() + TASHKENT_OFFSET_MS) / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS);

export async function dashboard(db: Database, now: Date): Promise<Dashboard> {
  const today = tashkentDayStart(now);
  const [totals, newCustomers, orders, failedJobs, open, waiting] = await Promise.all([
    dailyTotals(db, today, now),
    countCustomersSince(db, today),
    runningOrderCounts(db, now),
    countFailedJobs(db),
    openReconciliationItems(db, now),
    waitingOperationCounts(db),
  ]);
  return {
    top_ups_today: totals.map(({ provider, count, amount }) => ({ provider, count, amount })),
    new_customers_today: newCustomers,
    active_orders: orders.running,
    orders_expiring_7_days: orders.expiring,
    failed_jobs: failedJobs,
    reconciliation_open: open.length,
    domains_queue_open: waiting.manual,
  };
}

/** Settles one open item with a decision its kind allows, and audits it; all in one transaction. */
export async function settle(
  db: Database,
  actor: Actor,
  item: { kind: ReconciliationKind; id: number },
  choice: { decision: string; note: string },
) {
  const allowed: readonly string[] = RECONCILIATION_DECISIONS[item.kind];
  if (!allowed.includes(choice.decision)) {
    throw new AppError('VALIDATION_FAILED', { fields: { decision: ['invalid'] } });
  }
  const open = await openReconciliationItems(db, actor.at);
  const found = open.find((entry) => entry.kind === item.kind && entry.id === item.id);
  if (!found) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    await settleReconciliationItem(tx, { ...item, ...choice, staffId: actor.staffId, at: actor.at });
    await recordAudit(tx, {
      ...actor,
      customerId: found.customer_id,
      action: 'reconciliation.settle',
      before: found,
      after: { decision: choice.decision, note: choice.note },
    });
  });
}
