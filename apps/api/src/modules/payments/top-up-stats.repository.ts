import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { invoices } from './payments.schema.js';

/** Paid top-ups so far, by provider: how many and the tiyin they brought (metrics, read at scrape time). */
export async function topUpTotals(db: Queryable) {
  const rows = await db
    .select({
      merchant: invoices.merchant,
      count: sql<number>`count(*)::int`,
      tiyin: sql<string>`coalesce(sum(${invoices.amountTiyin}), 0)::text`,
    })
    .from(invoices)
    .where(sql`${invoices.status} in ('paid', 'refunded')`)
    .groupBy(invoices.merchant);
  return rows.map((row) => ({ merchant: row.merchant, count: Number(row.count), tiyin: Number(row.tiyin) }));
}
