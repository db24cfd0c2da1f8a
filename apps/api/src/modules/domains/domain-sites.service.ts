import type { Queryable } from '../../db/database.js';
import { listLiveDomainsOnOrders } from './domains.repository.js';

// Which site each hosting order serves: the customer's live domains whose name servers point at it. Hosting
// names them on its orders; it gets this function at composition, since domains depends on hosting.

export async function domainsOfHostingOrders(
  db: Queryable,
  { userId, orderIds }: { userId: number; orderIds: number[] },
): Promise<Map<number, { id: number; name: string }[]>> {
  const byOrder = new Map<number, { id: number; name: string }[]>();
  if (orderIds.length === 0) return byOrder;
  for (const row of await listLiveDomainsOnOrders(db, userId, orderIds)) {
    if (row.hostingOrderId === null) continue;
    const list = byOrder.get(row.hostingOrderId) ?? [];
    list.push({ id: row.id, name: row.name });
    byOrder.set(row.hostingOrderId, list);
  }
  return byOrder;
}
