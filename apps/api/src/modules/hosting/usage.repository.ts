import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { hostingOrders } from './hosting.schema.js';
import { hostingOrderUsage } from './hosting-usage.schema.js';

export type UsageFigures = Record<string, { used: number; total: number | null }>;
export type UsageRow = typeof hostingOrderUsage.$inferSelect;

/**
 * The order's usage row, locked for this transaction: made first when there is none (a reading of the epoch), so
 * two processes meet on the same row and the second waits for the first's reading.
 */
export async function lockUsage(tx: Queryable, orderId: number): Promise<UsageRow> {
  await tx
    .insert(hostingOrderUsage)
    .values({ orderId, figures: {}, readAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(hostingOrderUsage)
    .where(eq(hostingOrderUsage.orderId, orderId))
    .for('update');
  if (!row) throw new Error(`usage row of order ${orderId} vanished`);
  return row;
}

export async function findUsage(db: Queryable, orderId: number): Promise<UsageRow | undefined> {
  const [row] = await db.select().from(hostingOrderUsage).where(eq(hostingOrderUsage.orderId, orderId));
  return row;
}

export async function saveUsage(
  tx: Queryable,
  orderId: number,
  change: { figures: UsageFigures; readAt?: Date; diskNoticeAt?: Date | null },
): Promise<void> {
  await tx
    .update(hostingOrderUsage)
    .set({
      figures: change.figures,
      ...(change.readAt ? { readAt: change.readAt } : {}),
      ...(change.diskNoticeAt !== undefined ? { diskNoticeAt: change.diskNoticeAt } : {}),
    })
    .where(eq(hostingOrderUsage.orderId, orderId));
}

/** Live orders whose usage was never read or not since `before`, oldest first (the disk watch). */
export async function ordersDueUsage(db: Queryable, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: hostingOrders.id })
    .from(hostingOrders)
    .leftJoin(hostingOrderUsage, eq(hostingOrderUsage.orderId, hostingOrders.id))
    .where(
      and(
        eq(hostingOrders.status, 'active'),
        or(isNull(hostingOrderUsage.orderId), lt(hostingOrderUsage.readAt, before)),
      ),
    )
    // Never read first, then the oldest readings.
    .orderBy(sql`${hostingOrderUsage.readAt} asc nulls first`, hostingOrders.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
