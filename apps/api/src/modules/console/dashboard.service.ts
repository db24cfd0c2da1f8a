import type { Dashboard } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { countFailedJobs } from '../../jobs/jobs.repository.js';
import { countCustomersSince } from '../account/staff/customer-admin.service.js';
import { waitingOperationCounts } from '../domains/staff/domains-staff.service.js';
import { runningOrderCounts } from '../hosting/staff/orders-staff.service.js';
import { openReconciliationItems } from '../payments/reconciliation.service.js';
import { dailyTotals } from '../payments/staff/invoices-staff.service.js';

// The console's first screen: today's figures, drawn from payments, accounts, hosting, domains and the job runner.

const TASHKENT_OFFSET_MS = 5 * 3600_000;
const DAY_MS = 86_400_000;

/** Midnight in Tashkent (UTC+5 all year) of the day `now` falls on. */
export const tashkentDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() + TASHKENT_OFFSET_MS) / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS);

export async function dashboard(db: Database, now: Date): Promise<Dashboard> {
  const today = tashkentDayStart(now);
  const [totals, newCustomers, orders, failedJobs, open, waiting] = await readAll(db, [
    () => dailyTotals(db, today, now),
    () => countCustomersSince(db, today),
    () => runningOrderCounts(db, now),
    () => countFailedJobs(db),
    () => openReconciliationItems(db, now),
    () => waitingOperationCounts(db),
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
