import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { hostingOrders, hostingTariffs } from './hosting.schema.js';

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

/**
 * The customer's orders in the statuses that the customer has not cancelled (a cancellation that took effect
 * leaves the order in its grace week, ending by itself), oldest first, with their tariff's names.
 */
export const listOrdersIn = (
  db: Queryable,
  userId: number,
  statuses: (typeof hostingOrders.$inferSelect)['status'][],
) =>
  db
    .select({ id: hostingOrders.id, tariff: hostingTariffs.name, tariffI18n: hostingTariffs.nameI18n })
    .from(hostingOrders)
    .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
    .where(
      and(
        eq(hostingOrders.userId, userId),
        inArray(hostingOrders.status, statuses),
        isNull(hostingOrders.cancelledAt),
      ),
    )
    .orderBy(asc(hostingOrders.id));
