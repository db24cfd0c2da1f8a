import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { Metrics } from '../../plugins/metrics.js';
import { hostingOrders } from './hosting.schema.js';

/** Hosting orders by status, read at scrape time: new orders show as growth, lapses as a shift between statuses. */
export function registerHostingMetrics(metrics: Metrics, db: Database): void {
  metrics.gauge(
    { name: 'portal_hosting_orders', help: 'Hosting orders by status', labelNames: ['status'] },
    async () => {
      const rows = await db
        .select({ status: hostingOrders.status, count: sql<number>`count(*)::int` })
        .from(hostingOrders)
        .groupBy(hostingOrders.status);
      return rows.map((row) => ({ labels: { status: row.status }, value: Number(row.count) }));
    },
  );
}
