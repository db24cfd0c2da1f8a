import type { Queryable } from '../../db/database.js';
import { deleteEndpointsOf, listEndpoints } from './webhooks.repository.js';

// The webhook endpoints in "download my data" (never their secret); deleting the account removes them and,
// with them, every delivery queued to them.

export async function webhooksForExport(db: Queryable, userId: number) {
  const rows = await listEndpoints(db, userId);
  return rows.map((row) => ({
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  }));
}

export const eraseWebhooks = (tx: Queryable, userId: number): Promise<void> => deleteEndpointsOf(tx, userId);
