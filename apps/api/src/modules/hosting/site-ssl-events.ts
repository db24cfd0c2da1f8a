import type { SslState } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { publishLiveEvent } from '../live/live-events.service.js';

/** A site's certificate state on the customer's open pages (live stream kind `site_ssl`). */
export async function publishSslState(
  db: Queryable,
  change: {
    userId: number;
    orderId: number;
    site: string;
    state: SslState;
    expiresAt: Date | null;
    at: Date;
  },
): Promise<void> {
  await publishLiveEvent(db, {
    userId: change.userId,
    kind: 'site_ssl',
    payload: {
      order_id: change.orderId,
      site: change.site,
      state: change.state,
      expires_at: change.expiresAt?.toISOString() ?? null,
    },
    at: change.at,
  });
}
