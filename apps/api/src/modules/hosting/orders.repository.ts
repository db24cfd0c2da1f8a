import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { hostingOrderEvents, hostingOrders, hostingServers, hostingTariffs } from './hosting.schema.js';

export type OrderRow = typeof hostingOrders.$inferSelect;
export type NewOrderRow = typeof hostingOrders.$inferInsert;
export type OrderStatusValue = OrderRow['status'];
export type OrderEvent = typeof hostingOrderEvents.$inferInsert;

export async function insertOrder(db: Queryable, order: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(hostingOrders).values(order).returning();
  if (!row) throw new Error('insert into hosting_orders returned no row');
  return row;
}

const withTariff = {
  order: hostingOrders,
  tariffName: hostingTariffs.name,
  tariffNameI18n: hostingTariffs.nameI18n,
  server: {
    name: hostingServers.name,
    nameI18n: hostingServers.nameI18n,
    location: hostingServers.location,
    locationI18n: hostingServers.locationI18n,
  },
};

export async function listOrdersOf(db: Queryable, userId: number, limit: number, offset: number) {
  const [rows, [totalRow]] = await readAll(db, [
    () =>
      db
        .select(withTariff)
        .from(hostingOrders)
        .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
        .innerJoin(hostingServers, eq(hostingServers.id, hostingOrders.serverId))
        .where(eq(hostingOrders.userId, userId))
        .orderBy(desc(hostingOrders.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(hostingOrders).where(eq(hostingOrders.userId, userId)),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** An order with its tariff's and server's names, as the customer's answers show it. */
export type NamedOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderOf>>>;

export async function findOrderOf(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select(withTariff)
    .from(hostingOrders)
    .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
    .innerJoin(hostingServers, eq(hostingServers.id, hostingOrders.serverId))
    .where(and(eq(hostingOrders.id, id), eq(hostingOrders.userId, userId)));
  return row;
}

export async function findOrder(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(hostingOrders).where(eq(hostingOrders.id, id));
  return row;
}

/** Orders whose panel user has this login (on any server), for the console's search. */
export const findOrdersByPanelLogin = (db: Queryable, login: string, limit: number) =>
  db
    .select({ userId: hostingOrders.userId, panelLogin: hostingOrders.panelLogin })
    .from(hostingOrders)
    .where(eq(hostingOrders.panelLogin, login))
    .limit(limit);

/** Locks the order row for the rest of the transaction; waits for another holder. */
export async function lockOrder(tx: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(hostingOrders).where(eq(hostingOrders.id, id)).for('update');
  return row;
}

/** Locks the order unless another process holds it (the scheduler skips what someone else is handling). */
export async function tryLockOrder(tx: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(hostingOrders)
    .where(eq(hostingOrders.id, id))
    .for('update', { skipLocked: true });
  return row;
}

export async function updateOrder(db: Queryable, id: number, changes: Partial<NewOrderRow>): Promise<void> {
  await db.update(hostingOrders).set(changes).where(eq(hostingOrders.id, id));
}

/** Ids of orders in one of the statuses whose expiry is at or before `before`. */
export async function dueOrderIds(db: Queryable, statuses: OrderStatusValue[], before: Date, limit: number) {
  const rows = await db
    .select({ id: hostingOrders.id })
    .from(hostingOrders)
    .where(and(inArray(hostingOrders.status, statuses), lte(hostingOrders.expiresAt, before)))
    .orderBy(hostingOrders.expiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Active orders owed a reminder: within one of the thresholds (days before expiry) and not yet reminded at
 * that threshold or a smaller one.
 */
export async function reminderDueIds(db: Queryable, now: Date, thresholds: readonly number[], limit: number) {
  const dayMs = 86_400_000;
  const rows = await db
    .select({ id: hostingOrders.id })
    .from(hostingOrders)
    .where(
      and(
        eq(hostingOrders.status, 'active'),
        // An order its customer is ending at the expiry is not asked to be renewed.
        isNull(hostingOrders.cancelWhen),
        sql`${hostingOrders.expiresAt} > ${now}`,
        or(
          ...thresholds.map((days) =>
            and(
              lte(hostingOrders.expiresAt, new Date(now.getTime() + days * dayMs)),
              or(isNull(hostingOrders.reminderDaysSent), sql`${hostingOrders.reminderDaysSent} > ${days}`),
            ),
          ),
        ),
      ),
    )
    .orderBy(hostingOrders.expiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Tiyin the order's charges took less what its refunds and credits gave back, from its events. */
export async function netPaidTiyin(db: Queryable, orderId: number): Promise<number> {
  const amount = sql`coalesce((${hostingOrderEvents.detail} ->> 'amount_tiyin')::bigint, 0)`;
  const [row] = await db
    .select({
      net: sql<
        string | number | null
      >`sum(case ${hostingOrderEvents.kind} when 'charge' then ${amount} when 'refund' then -${amount} else 0 end)`,
    })
    .from(hostingOrderEvents)
    .where(eq(hostingOrderEvents.orderId, orderId));
  return Number(row?.net ?? 0);
}

export async function insertEvent(db: Queryable, event: OrderEvent): Promise<void> {
  await db.insert(hostingOrderEvents).values(event);
}

export const listEvents = (db: Queryable, orderId: number) =>
  db
    .select()
    .from(hostingOrderEvents)
    .where(eq(hostingOrderEvents.orderId, orderId))
    .orderBy(hostingOrderEvents.id);

export async function countOrdersOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(hostingOrders)
    .where(eq(hostingOrders.userId, userId));
  return row?.total ?? 0;
}

/** Orders running now (active or in their grace week), and those of them paid up to `soon` at the latest. */
export async function countRunningOrders(db: Queryable, soon: Date) {
  const [row] = await db
    .select({
      running: sql<number>`count(*)::int`,
      expiring: sql<number>`count(*) filter (where ${hostingOrders.expiresAt} <= ${soon})::int`,
    })
    .from(hostingOrders)
    .where(inArray(hostingOrders.status, ['active', 'week']));
  return { running: row?.running ?? 0, expiring: row?.expiring ?? 0 };
}

export interface OrderFilter {
  id?: number | undefined;
  status?: OrderStatusValue | undefined;
  serverId?: number | undefined;
  tariffId?: number | undefined;
  /** Running orders paid up to this instant at the latest. */
  expiringBefore?: Date | undefined;
  /** Orders still being set up whose panel calls have failed at least once. */
  provisioningFailing?: boolean | undefined;
}

/** Every customer's orders for staff, filtered, newest first. */
export async function listOrdersFiltered(db: Queryable, filter: OrderFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(hostingOrders.id, filter.id));
  if (filter.status) conditions.push(eq(hostingOrders.status, filter.status));
  if (filter.serverId !== undefined) conditions.push(eq(hostingOrders.serverId, filter.serverId));
  if (filter.tariffId !== undefined) conditions.push(eq(hostingOrders.tariffId, filter.tariffId));
  if (filter.provisioningFailing) {
    conditions.push(
      eq(hostingOrders.status, 'progress'),
      sql`exists (select 1 from ${hostingOrderEvents} where ${hostingOrderEvents.orderId} = ${hostingOrders.id} and ${hostingOrderEvents.kind} = 'panel' and not ${hostingOrderEvents.ok})`,
    );
  }
  if (filter.expiringBefore) {
    conditions.push(
      inArray(hostingOrders.status, ['active', 'week']),
      lte(hostingOrders.expiresAt, filter.expiringBefore),
    );
  }
  return db
    .select({ ...withTariff, serverName: hostingServers.name })
    .from(hostingOrders)
    .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
    .innerJoin(hostingServers, eq(hostingServers.id, hostingOrders.serverId))
    .where(and(...conditions))
    .orderBy(desc(hostingOrders.id))
    .limit(limit)
    .offset(offset);
}

/** How many orders each tariff has (any status): a tariff with orders is hidden, never deleted. */
export async function countOrdersByTariff(db: Queryable) {
  return db
    .select({ tariffId: hostingOrders.tariffId, count: sql<number>`count(*)::int` })
    .from(hostingOrders)
    .groupBy(hostingOrders.tariffId);
}

/**
 * Orders auto-pay may top up for: renewing themselves within `leadUntil` (active, auto-renew on, not being
 * ended), or expired into their grace week with it still running at `graceFrom`.
 */
export async function autopayCandidateIds(
  db: Queryable,
  window: { leadUntil: Date; graceFrom: Date },
  limit: number,
) {
  const rows = await db
    .select({ id: hostingOrders.id })
    .from(hostingOrders)
    .where(
      and(
        eq(hostingOrders.autoRenew, true),
        isNull(hostingOrders.cancelWhen),
        or(
          and(eq(hostingOrders.status, 'active'), lte(hostingOrders.expiresAt, window.leadUntil)),
          and(eq(hostingOrders.status, 'week'), sql`${hostingOrders.expiresAt} > ${window.graceFrom}`),
        ),
      ),
    )
    .orderBy(hostingOrders.expiresAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
