import type { Queryable } from '../../db/database.js';
import { type PointsHere, pointsHere } from '../../integrations/hosting-panel/domain-proof.js';
import type { HostingPanel } from '../../integrations/hosting-panel/hosting-panel.js';
import { ispmanagerPanel } from '../../integrations/hosting-panel/ispmanager.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ServerRow } from './catalogue.repository.js';

/** A live domain of the customer pointing at an order: the site the order serves. */
export interface OrderDomain {
  id: number;
  name: string;
}

/**
 * The customer's live domains pointing at each of the orders. The domains module answers it; it is handed in at
 * composition because domains depends on hosting (modules depend one way).
 */
export type OrderDomains = (
  db: Queryable,
  query: { userId: number; orderIds: number[] },
) => Promise<Map<number, OrderDomain[]>>;

/** Whether the customer holds a live domain here that is `name` or a parent of it (the domains module answers). */
export type OwnsDomain = (db: Queryable, query: { userId: number; name: string }) => Promise<boolean>;

/** What the hosting services and jobs share: the secret box, how to reach a server's panel, the orders' domains. */
export interface HostingDeps {
  box: SecretBox;
  panelFor(server: ServerRow): HostingPanel;
  orderDomains: OrderDomains;
  ownsDomain: OwnsDomain;
  /** Whether a name's DNS points at the server (a demo server's simulator decides). */
  pointsHere: PointsHere;
}

export function createHostingDeps(
  box: SecretBox,
  timeoutMs: number,
  domainsPort: { orderDomains: OrderDomains; ownsDomain: OwnsDomain },
): HostingDeps {
  return {
    box,
    ...domainsPort,
    pointsHere,
    panelFor: (server) =>
      ispmanagerPanel(
        {
          apiUrl: server.apiUrl,
          loginBaseUrl: server.loginBaseUrl,
          adminLogin: server.adminLogin,
          adminPassword: box.open(server.adminPasswordSealed),
          tlsInsecure: server.tlsInsecure,
        },
        timeoutMs,
      ),
  };
}
