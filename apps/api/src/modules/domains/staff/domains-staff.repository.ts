import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.js';
import type { DomainPriceRowDb } from '../domains.repository.js';
import { domainOperations, domainPrices, domains } from '../domains.schema.js';

// The console's reads of domains: the manual queue, the counts on the dashboard, one price before a change.

/** Open operations staff fulfil by hand (.uz), oldest first, each with its domain. */
export async function listManualOperations(db: Queryable) {
  return db
    .select({ operation: domainOperations, domain: domains })
    .from(domainOperations)
    .innerJoin(domains, eq(domains.id, domainOperations.domainId))
    .where(eq(domainOperations.status, 'manual'))
    .orderBy(asc(domainOperations.createdAt), asc(domainOperations.id));
}

/** How many operations wait for staff (manual) and for the sync (unknown). */
export async function countWaitingOperations(db: Queryable): Promise<{ manual: number; unknown: number }> {
  const rows = await db
    .select({ status: domainOperations.status, total: count() })
    .from(domainOperations)
    .where(inArray(domainOperations.status, ['manual', 'unknown']))
    .groupBy(domainOperations.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { manual: of('manual'), unknown: of('unknown') };
}

export async function findPrice(
  db: Queryable,
  key: { zone: string; action: DomainPriceRowDb['action']; years: number },
): Promise<DomainPriceRowDb | undefined> {
  const [row] = await db
    .select()
    .from(domainPrices)
    .where(
      and(
        eq(domainPrices.zone, key.zone),
        eq(domainPrices.action, key.action),
        eq(domainPrices.years, key.years),
      ),
    );
  return row;
}

/** Whether any domain row (in any state) has this name. */
export async function hasDomainNamed(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.select({ id: domains.id }).from(domains).where(eq(domains.name, name)).limit(1);
  return rows.length > 0;
}

/** Who holds (or last held) the domain of this ASCII name. */
export async function domainOwner(db: Queryable, name: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: domains.userId })
    .from(domains)
    .where(eq(domains.name, name))
    .orderBy(desc(domains.id))
    .limit(1);
  return row?.userId ?? null;
}
