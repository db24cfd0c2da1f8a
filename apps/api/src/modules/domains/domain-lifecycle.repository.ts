import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { DAY_MS } from './domain-lifecycle.js';
import { type DomainRow, OPEN_OPERATION_STATUSES } from './domains.repository.js';
import { domainEvents, domainOperations, domainPrices, domains } from './domains.schema.js';

// The queries of the domain timers (lifecycle job) and of renewals. The "due" lists are a coarse first cut;
// each domain is then locked and checked again against the exact rules (domain-lifecycle.ts).

type DomainAction = (typeof domainPrices.$inferSelect)['action'];

const hasOpenOperation = sql`exists (select 1 from ${domainOperations} where ${domainOperations.domainId} = ${domains.id} and ${domainOperations.status} in ('pending', 'manual', 'unknown'))`;

/**
 * Domains whose phase may have moved on: active past expiry, grace at least 7 days past it (the grace is longer),
 * redemption at least 37 days past it.
 */
export async function phaseDueIds(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(
      or(
        and(eq(domains.status, 'active'), lte(domains.expiresAt, now)),
        and(eq(domains.status, 'grace'), lte(domains.expiresAt, daysAgo(7))),
        and(eq(domains.status, 'redemption'), lte(domains.expiresAt, daysAgo(37))),
      ),
    )
    .orderBy(asc(domains.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Active domains within a reminder threshold and not yet reminded at it or a smaller one. */
export async function reminderDueIds(
  db: Queryable,
  now: Date,
  thresholds: readonly number[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        eq(domains.status, 'active'),
        sql`${domains.expiresAt} > ${now}`,
        or(
          ...thresholds.map((days) =>
            and(
              lte(domains.expiresAt, new Date(now.getTime() + days * DAY_MS)),
              or(isNull(domains.reminderDaysSent), sql`${domains.reminderDaysSent} > ${days}`),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(domains.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Domains with auto-renew on, within `days` of expiry (or in grace), and no change under way. */
export async function autoRenewDueIds(
  db: Queryable,
  now: Date,
  days: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        inArray(domains.status, ['active', 'grace']),
        eq(domains.autoRenew, true),
        lte(domains.expiresAt, new Date(now.getTime() + days * DAY_MS)),
        sql`not ${hasOpenOperation}`,
      ),
    )
    .orderBy(asc(domains.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks the domain unless another process holds it; that process is handling it. */
export async function tryLockDomain(tx: Queryable, id: number): Promise<DomainRow | undefined> {
  const [row] = await tx.select().from(domains).where(eq(domains.id, id)).for('update', { skipLocked: true });
  return row;
}

export async function openOperationOf(tx: Queryable, domainId: number) {
  const [row] = await tx
    .select()
    .from(domainOperations)
    .where(
      and(
        eq(domainOperations.domainId, domainId),
        inArray(domainOperations.status, [...OPEN_OPERATION_STATUSES]),
      ),
    );
  return row;
}

/** Whether an automatic renewal of the domain ended without success since `since` (refunded or failed). */
export async function autoRenewFailedSince(tx: Queryable, domainId: number, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: domainOperations.id })
    .from(domainOperations)
    .where(
      and(
        eq(domainOperations.domainId, domainId),
        eq(domainOperations.action, 'renew'),
        inArray(domainOperations.status, ['refunded', 'failed']),
        sql`${domainOperations.payload}->>'auto' = 'true'`,
        gte(domainOperations.completedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the domain's history has an event of this action for this expiry (e.g. one renew_failed notice). */
export async function hasEventForExpiry(
  tx: Queryable,
  domainId: number,
  action: string,
  expiresAt: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.domainId, domainId),
        eq(domainEvents.action, action),
        sql`${domainEvents.detail}->>'expires_at' = ${expiresAt.toISOString()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The whole term's price of an action in a zone, in tiyin; undefined when that term is not offered. */
export async function termPriceTiyin(
  db: Queryable,
  zone: string,
  action: DomainAction,
  years: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ priceTiyin: domainPrices.priceTiyin })
    .from(domainPrices)
    .where(and(eq(domainPrices.zone, zone), eq(domainPrices.action, action), eq(domainPrices.years, years)));
  return row?.priceTiyin;
}
