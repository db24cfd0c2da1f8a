import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { hostingServers, hostingTariffs } from './hosting.schema.js';

export type ServerRow = typeof hostingServers.$inferSelect;
export type NewServerRow = typeof hostingServers.$inferInsert;
export type TariffRow = typeof hostingTariffs.$inferSelect;
export type NewTariffRow = typeof hostingTariffs.$inferInsert;

export const listServers = (db: Queryable, onlyEnabled = true) =>
  db
    .select()
    .from(hostingServers)
    .where(onlyEnabled ? eq(hostingServers.enabled, true) : undefined)
    .orderBy(asc(hostingServers.id));

export async function findServer(db: Queryable, id: number): Promise<ServerRow | undefined> {
  const [row] = await db.select().from(hostingServers).where(eq(hostingServers.id, id));
  return row;
}

export async function insertServer(db: Queryable, server: NewServerRow): Promise<ServerRow> {
  const [row] = await db.insert(hostingServers).values(server).returning();
  if (!row) throw new Error('insert into hosting_servers returned no row');
  return row;
}

export async function updateServer(db: Queryable, id: number, changes: Partial<NewServerRow>) {
  const [row] = await db.update(hostingServers).set(changes).where(eq(hostingServers.id, id)).returning();
  return row;
}

const enabledTariffs = (serverId: number | undefined) =>
  and(
    eq(hostingTariffs.enabled, true),
    eq(hostingServers.enabled, true),
    serverId === undefined ? undefined : eq(hostingTariffs.serverId, serverId),
  );

export async function listTariffs(
  db: Queryable,
  filter: { serverId: number | undefined; limit: number; offset: number },
): Promise<{ rows: TariffRow[]; total: number }> {
  const where = enabledTariffs(filter.serverId);
  const [rows, [totalRow]] = await readAll(db, [
    () =>
      db
        .select({ tariff: hostingTariffs })
        .from(hostingTariffs)
        .innerJoin(hostingServers, eq(hostingServers.id, hostingTariffs.serverId))
        .where(where)
        .orderBy(asc(hostingTariffs.id))
        .limit(filter.limit)
        .offset(filter.offset),
    () =>
      db
        .select({ total: count() })
        .from(hostingTariffs)
        .innerJoin(hostingServers, eq(hostingServers.id, hostingTariffs.serverId))
        .where(where),
  ]);
  return { rows: rows.map((row) => row.tariff), total: totalRow?.total ?? 0 };
}

export const listAllTariffs = (db: Queryable) =>
  db.select().from(hostingTariffs).orderBy(asc(hostingTariffs.id));

/** A tariff that can be ordered now: it and its server are enabled. */
export async function findOrderableTariff(db: Queryable, id: number): Promise<TariffRow | undefined> {
  const [row] = await db
    .select({ tariff: hostingTariffs })
    .from(hostingTariffs)
    .innerJoin(hostingServers, eq(hostingServers.id, hostingTariffs.serverId))
    .where(and(eq(hostingTariffs.id, id), enabledTariffs(undefined)));
  return row?.tariff;
}

export async function findTariff(db: Queryable, id: number): Promise<TariffRow | undefined> {
  const [row] = await db.select().from(hostingTariffs).where(eq(hostingTariffs.id, id));
  return row;
}

export async function insertTariff(db: Queryable, tariff: NewTariffRow): Promise<TariffRow> {
  const [row] = await db.insert(hostingTariffs).values(tariff).returning();
  if (!row) throw new Error('insert into hosting_tariffs returned no row');
  return row;
}

export async function updateTariff(db: Queryable, id: number, changes: Partial<NewTariffRow>) {
  const [row] = await db.update(hostingTariffs).set(changes).where(eq(hostingTariffs.id, id)).returning();
  return row;
}
