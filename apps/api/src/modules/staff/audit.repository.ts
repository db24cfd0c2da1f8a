import { and, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { auditLog, staffLoginRefusals, staffMembers } from './staff.schema.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** The only write the audit log has: there is no update or delete here, and the database refuses both. */
export async function insertAuditRow(db: Queryable, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  staffId?: number | undefined;
  customerId?: number | undefined;
  action?: string | undefined;
  /** An action's part before its first dot (`order`): the actions about one kind of thing. */
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listAuditRows(db: Queryable, filter: AuditFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.customerId !== undefined) conditions.push(eq(auditLog.customerId, filter.customerId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  // The target is letters and underscores only (the contract's rule); `_` is LIKE's one-character wildcard.
  if (filter.target) conditions.push(like(auditLog.action, `${filter.target.replaceAll('_', '\\_')}.%`));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  return (
    db
      .select({ row: auditLog, staffName: staffMembers.name, refusals: staffLoginRefusals })
      .from(auditLog)
      .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
      // A refused sign-in's entry stands for its window: the summary it points to carries the count so far.
      .leftJoin(
        staffLoginRefusals,
        and(
          eq(auditLog.action, 'staff.login-failed'),
          sql`${staffLoginRefusals.id} = (${auditLog.after} ->> 'summary_id')::int`,
        ),
      )
      .where(and(...conditions))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset)
  );
}

/** Every action the log holds, once each, for the filter to choose from. */
export async function listAuditActions(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog);
  // Sorted here, not by the database: its collation would order "." and "-" differently on each server.
  return rows.map((row) => row.action).sort();
}
