import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { staffAlerts } from './alerts.schema.js';

export async function insertAlert(
  db: Queryable,
  alert: { kind: string; summary: string; raisedAt: Date },
): Promise<number> {
  const [row] = await db.insert(staffAlerts).values(alert).returning({ id: staffAlerts.id });
  if (!row) throw new Error('insert into staff_alerts returned no row');
  return row.id;
}

export async function findAlert(db: Queryable, id: number) {
  const [row] = await db.select().from(staffAlerts).where(eq(staffAlerts.id, id)).limit(1);
  return row;
}

/** Alerts nobody has marked resolved, oldest first. */
export const listOpenAlerts = (db: Queryable) =>
  db.select().from(staffAlerts).where(isNull(staffAlerts.resolvedAt)).orderBy(asc(staffAlerts.id)).limit(200);

/** Marks an open alert resolved; answers the row, or undefined when it is unknown or already resolved. */
export async function markAlertResolved(db: Queryable, id: number, at: Date) {
  const [row] = await db
    .update(staffAlerts)
    .set({ resolvedAt: at })
    .where(and(eq(staffAlerts.id, id), isNull(staffAlerts.resolvedAt)))
    .returning();
  return row;
}
