import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { hostingOrders, hostingTariffs } from '../../db/schema.js';

export const listOrderRows = (db: Queryable, userId: number) =>
  db
    .select({
      id: hostingOrders.id,
      status: hostingOrders.status,
      tariff: hostingTariffs.name,
      payType: hostingOrders.payType,
      periodPriceTiyin: hostingOrders.periodPriceTiyin,
      expiresAt: hostingOrders.expiresAt,
      autoRenew: hostingOrders.autoRenew,
      panelLogin: hostingOrders.panelLogin,
      createdAt: hostingOrders.createdAt,
    })
    .from(hostingOrders)
    .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
    .where(eq(hostingOrders.userId, userId))
    .orderBy(asc(hostingOrders.id));

export async function countOrdersIn(
  db: Queryable,
  userId: number,
  statuses: (typeof hostingOrders.$inferSelect)['status'][],
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(hostingOrders)
    .where(and(eq(hostingOrders.userId, userId), inArray(hostingOrders.status, statuses)));
  return row?.total ?? 0;
}
