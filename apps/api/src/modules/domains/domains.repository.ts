import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { domainEvents, domainOperations, domainPrices, domains } from './domains.schema.js';

export type DomainPriceRowDb = typeof domainPrices.$inferSelect;

export async function listPrices(db: Queryable, zones?: readonly string[]) {
  return db
    .select()
    .from(domainPrices)
    .where(zones ? inArray(domainPrices.zone, [...zones]) : undefined)
    .orderBy(domainPrices.zone, domainPrices.action, domainPrices.years);
}

/** Sets one price (insert or change). */
export async function upsertPrice(db: Queryable, row: typeof domainPrices.$inferInsert) {
  await db
    .insert(domainPrices)
    .values(row)
    .onConflictDoUpdate({
      target: [domainPrices.zone, domainPrices.action, domainPrices.years],
      set: { priceTiyin: row.priceTiyin, updatedAt: row.updatedAt },
    });
}

export async function deletePrice(db: Queryable, zone: string, action: string, years: number) {
  await db
    .delete(domainPrices)
    .where(
      and(
        eq(domainPrices.zone, zone),
        eq(domainPrices.action, action as DomainPriceRowDb['action']),
        eq(domainPrices.years, years),
      ),
    );
}

// Domains, their operations and their history.

export type DomainRow = typeof domains.$inferSelect;
export type NewDomainRow = typeof domains.$inferInsert;
export type DomainOperationRow = typeof domainOperations.$inferSelect;
export type NewDomainOperationRow = typeof domainOperations.$inferInsert;
export type DomainEventRow = typeof domainEvents.$inferSelect;

/** A domain still held, or being registered or transferred: only a failed or expired registration is over. */
export const LIVE_DOMAIN_STATUSES = [
  'pending',
  'active',
  'unknown',
  'grace',
  'redemption',
  'transfer_pending',
] as const satisfies readonly DomainRow['status'][];

/** The customer's live domains whose name servers point at one of the hosting orders. */
export const listLiveDomainsOnOrders = (db: Queryable, userId: number, orderIds: number[]) =>
  db
    .select({ id: domains.id, name: domains.displayName, hostingOrderId: domains.hostingOrderId })
    .from(domains)
    .where(
      and(
        eq(domains.userId, userId),
        inArray(domains.hostingOrderId, orderIds),
        inArray(domains.status, [...LIVE_DOMAIN_STATUSES]),
      ),
    )
    .orderBy(asc(domains.id));

export const listLiveDomainNamesOf = (db: Queryable, userId: number, names: string[]) =>
  db
    .select({ name: domains.name })
    .from(domains)
    .where(
      and(
        eq(domains.userId, userId),
        inArray(domains.name, names),
        inArray(domains.status, [...LIVE_DOMAIN_STATUSES]),
      ),
    );

/** Operations still under way: one per domain at most (domain_operations_open_unique). */
export const OPEN_OPERATION_STATUSES = ['pending', 'manual', 'unknown'] as const;

export async function insertDomain(tx: Queryable, row: NewDomainRow): Promise<DomainRow> {
  const [created] = await tx.insert(domains).values(row).returning();
  if (!created) throw new Error('inserting a domain returned no row');
  return created;
}

export async function findDomain(db: Queryable, id: number): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  return row;
}

/** The customer's domain; another customer's is simply not found. */
export async function findDomainOf(
  db: Queryable,
  userId: number,
  id: number,
): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, id), eq(domains.userId, userId)));
  return row;
}

/** Locks the domain row for the rest of the transaction; waits for another holder. */
export async function lockDomain(tx: Queryable, id: number): Promise<DomainRow | undefined> {
  const [row] = await tx.select().from(domains).where(eq(domains.id, id)).for('update');
  return row;
}

export async function updateDomain(tx: Queryable, id: number, changes: Partial<NewDomainRow>): Promise<void> {
  await tx.update(domains).set(changes).where(eq(domains.id, id));
}

export async function listDomainsOf(db: Queryable, userId: number, limit: number, offset: number) {
  const [rows, [counted]] = await readAll(db, [
    () =>
      db
        .select()
        .from(domains)
        .where(eq(domains.userId, userId))
        .orderBy(desc(domains.createdAt), desc(domains.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(domains).where(eq(domains.userId, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertOperation(
  tx: Queryable,
  row: NewDomainOperationRow,
): Promise<DomainOperationRow> {
  const [created] = await tx.insert(domainOperations).values(row).returning();
  if (!created) throw new Error('inserting a domain operation returned no row');
  return created;
}

export async function findOperation(db: Queryable, id: number): Promise<DomainOperationRow | undefined> {
  const [row] = await db.select().from(domainOperations).where(eq(domainOperations.id, id));
  return row;
}

/** Locks the operation row: a console click and a job (or the sync) may try to end it at once. */
export async function lockOperation(tx: Queryable, id: number): Promise<DomainOperationRow | undefined> {
  const [row] = await tx.select().from(domainOperations).where(eq(domainOperations.id, id)).for('update');
  return row;
}

export async function updateOperation(
  tx: Queryable,
  id: number,
  changes: Partial<NewDomainOperationRow>,
): Promise<void> {
  await tx.update(domainOperations).set(changes).where(eq(domainOperations.id, id));
}

/** The open operations of these domains, by domain id. */
export async function openOperationsOf(db: Queryable, domainIds: number[]) {
  if (domainIds.length === 0) return new Map<number, DomainOperationRow>();
  const rows = await db
    .select()
    .from(domainOperations)
    .where(
      and(
        inArray(domainOperations.domainId, domainIds),
        inArray(domainOperations.status, [...OPEN_OPERATION_STATUSES]),
      ),
    );
  return new Map(rows.map((row) => [row.domainId, row]));
}

export async function listOperationsOf(db: Queryable, domainId: number): Promise<DomainOperationRow[]> {
  return db
    .select()
    .from(domainOperations)
    .where(eq(domainOperations.domainId, domainId))
    .orderBy(desc(domainOperations.id));
}

export async function insertDomainEvent(tx: Queryable, row: typeof domainEvents.$inferInsert): Promise<void> {
  await tx.insert(domainEvents).values(row);
}

export async function listEventsOf(db: Queryable, domainId: number): Promise<DomainEventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.domainId, domainId))
    .orderBy(desc(domainEvents.id));
}
