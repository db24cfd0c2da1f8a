import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { Metrics } from '../../plugins/metrics.js';
import { domainOperations } from './domains.schema.js';

/**
 * Domain operations by action and result (pending, manual, unknown, done, refunded, failed), read at scrape time:
 * a growing `failed` or `unknown` is the registrar saying no, or not answering.
 */
export function registerDomainMetrics(metrics: Metrics, db: Database): void {
  metrics.gauge(
    {
      name: 'portal_domain_operations',
      help: 'Domain operations by action and result',
      labelNames: ['action', 'result'],
    },
    async () => {
      const rows = await db
        .select({
          action: domainOperations.action,
          result: domainOperations.status,
          count: sql<number>`count(*)::int`,
        })
        .from(domainOperations)
        .groupBy(domainOperations.action, domainOperations.status);
      return rows.map((row) => ({
        labels: { action: row.action, result: row.result },
        value: Number(row.count),
      }));
    },
  );
}
