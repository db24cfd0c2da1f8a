import type { Queryable } from '../../db/database.js';
import { countRunningOrders, findOrder, listOrdersOf } from './orders.repository.js';

// Orders as staff see them: no panel passwords, every status.

export async function ordersForStaff(db: Queryable, userId: number) {
  const { rows } = await listOrdersOf(db, userId, 100, 0);
  return rows.map(({ order, tariffName }) => ({
    id: order.id,
    status: order.status,
    tariff: tariffName,
    server_id: order.serverId,
    expires_at: order.expiresAt.toISOString(),
    created_at: order.createdAt.toISOString(),
  }));
}

/** The customer who owns an order, for the search by order id. */
export async function orderOwnerId(db: Queryable, orderId: number): Promise<number | null> {
  return (await findOrder(db, orderId))?.userId ?? null;
}

/** For the dashboard: running orders, and how many of them run out within seven days. */
export const runningOrderCounts = (db: Queryable, now: Date) =>
  countRunningOrders(db, new Date(now.getTime() + 7 * 86_400_000));
