import type { Queryable } from '../../db/database.js';
import { LIVE_DOMAIN_STATUSES } from './domains.repository.js';
import { listDomainRows, listDomainsIn } from './domains-personal-data.repository.js';

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

/** The live domains that stop an account's deletion, with the date each is live until (null while under way). */
export async function liveDomains(db: Queryable, userId: number) {
  const rows = await listDomainsIn(db, userId, [...LIVE_DOMAIN_STATUSES]);
  return rows.map((row) => ({ id: row.id, name: row.displayName, expiresAt: row.expiresAt }));
}
