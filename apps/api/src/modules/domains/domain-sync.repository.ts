import { API_ZONES } from '@portal/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import type { DomainOperationRow, DomainRow } from './domains.repository.js';
import { domainOperations, domains } from './domains.schema.js';

// The daily sync's queries: only zones sold through the registrar's API (the .uz registry has none, staff keep
// those by hand), registered domains oldest-compared first, and operations whose outcome nobody knows.

const apiZones = () => inArray(domains.zone, [...API_ZONES]);

/** Registered domains of API zones, the longest unsynced first (never synced before all others). */
export async function syncCandidates(db: Queryable, limit: number): Promise<DomainRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(domains)
    .where(and(apiZones(), inArray(domains.status, ['active', 'grace', 'redemption'])))
    .orderBy(sql`${domains.syncedAt} asc nulls first`, asc(domains.id))
    .limit(limit);
}

/** Operations of API zones that timed out before `before`, oldest first, with their domains. */
export async function unknownOperations(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<{ operation: DomainOperationRow; domain: DomainRow }[]> {
  return db
    .select({ operation: domainOperations, domain: domains })
    .from(domainOperations)
    .innerJoin(domains, eq(domains.id, domainOperations.domainId))
    .where(and(eq(domainOperations.status, 'unknown'), apiZones(), lte(domainOperations.updatedAt, before)))
    .orderBy(asc(domainOperations.updatedAt), asc(domainOperations.id))
    .limit(limit);
}
