import type { Queryable } from '../../db/database.js';
import { LIVE_DOMAIN_STATUSES } from './domains.repository.js';
import { countDomainsIn, listDomainRows } from './domains-personal-data.repository.js';

// The domains in "download my data", and the rule that an account holding a live domain cannot be deleted:
// only a failed or expired registration is over.

export async function domainsForExport(db: Queryable, userId: number) {
  const rows = await listDomainRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.displayName,
    status: row.status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    nameservers: row.nameservers,
    auto_renew: row.autoRenew,
    created_at: row.createdAt.toISOString(),
  }));
}

export const countLiveDomains = (db: Queryable, userId: number): Promise<number> =>
  countDomainsIn(db, userId, [...LIVE_DOMAIN_STATUSES]);
