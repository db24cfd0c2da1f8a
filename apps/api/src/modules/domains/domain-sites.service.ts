import type { Queryable } from '../../db/database.js';
import { listLiveDomainNamesOf, listLiveDomainsOnOrders } from './domains.repository.js';

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

/** Whether the customer has a live domain here that is `name` or one of its parents (shop.example.uz → example.uz). */
export async function ownsLiveDomain(
  db: Queryable,
  { userId, name }: { userId: number; name: string },
): Promise<boolean> {
  const labels = name.toLowerCase().split('.');
  const candidates = labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
  if (candidates.length === 0) return false;
  return (await listLiveDomainNamesOf(db, userId, candidates)).length > 0;
}
