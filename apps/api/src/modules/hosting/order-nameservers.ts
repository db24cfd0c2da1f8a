import type { Queryable } from '../../db/database.js';
import { findServer } from './catalogue.repository.js';
import { findOrder } from './orders.repository.js';

// A domain can be pointed at one of the customer's hosting orders: its name servers are the
// order's server's DNS hosts. Here so the domains module never reads hosting's tables itself.

/** An order being set up counts: "register a domain too" on the hosting confirmation comes right after paying. */
const LIVE = ['progress', 'active'];

/**
 * The name servers of the customer's own hosting order (being set up or active), or null when the order is not
 * theirs, has ended or is suspended, or its server names fewer than two DNS hosts.
 */
export async function hostingOrderNameservers(
  db: Queryable,
  userId: number,
  orderId: number,
): Promise<string[] | null> {
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId || !LIVE.includes(order.status)) return null;
  const server = await findServer(db, order.serverId);
  const hosts = [server?.dnsPrimary, server?.dnsSecondary]
    .map((host) => host?.trim().toLowerCase().replace(/\.$/, ''))
    .filter((host): host is string => Boolean(host));
  return hosts.length >= 2 && hosts[0] !== hosts[1] ? hosts : null;
}
