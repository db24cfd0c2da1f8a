import type { AuditEntry, AuditFilterChoices } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import type { AuditedEntry, AuditedOutcome } from '../../plugins/staff-audit.js';
import { withCustomerNames } from '../account/user-directory.service.js';
import { type AuditFilter, insertAuditRow, listAuditActions, listAuditRows } from './audit.repository.js';
import { listStaff } from './staff.repository.js';

// Every staff action leaves a row (docs/decisions/0016-append-only-audit.md). It is written in the action's own transaction: an action that
// rolls back leaves no row, and no action commits without one. `auditedChange` is the log's one way in: the row
// writer below stays private, so every caller states its change and its row together (the boundary check refuses
// an import of anything else that writes the log).

/** Who acted, from where and when; a staff id of null is the system or the customer. */
export interface AuditActor {
  staffId: number | null;
  ipAddress: string | null;
  at: Date;
}

/** A change run in the transaction its audit row is written in. */
export type AuditedChange<T> = (tx: Database) => Promise<AuditedOutcome<T>>;

async function recordAudit(tx: Queryable, actor: AuditActor, entry: AuditedEntry): Promise<void> {
  await insertAuditRow(tx, {
    at: actor.at,
    staffId: actor.staffId,
    customerId: entry.customerId ?? null,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: actor.ipAddress,
  });
}

/**
 * Runs the change and writes its audit row in one transaction (a savepoint inside a caller's transaction): a
 * change that throws leaves no row, and none commits without one.
 */
export async function auditedChange<T>(
  db: Database,
  { action, ...actor }: AuditActor & { action: string },
  change: AuditedChange<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    for (const entry of outcome.also ?? []) await recordAudit(tx, actor, entry);
    if (outcome.audited !== false) {
      await recordAudit(tx, actor, {
        action: outcome.action ?? action,
        before: outcome.before,
        after: outcome.after,
        customerId: outcome.customerId,
      });
    }
    return outcome.result;
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function auditEntries(db: Queryable, filter: AuditFilter, page: number): Promise<AuditEntry[]> {
  const rows = await listAuditRows(db, filter, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const entries = rows.map(({ row, staffName, refusals }) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staffId,
    staff_name: staffName,
    customer_id: row.customerId,
    action: row.action,
    before: row.before,
    after: refusals
      ? {
          ...(row.after as object),
          count: refusals.count,
          reasons: refusals.reasons,
          last_at: refusals.lastAt.toISOString(),
          last_ip: refusals.lastIp,
        }
      : row.after,
    ip_address: row.ipAddress,
  }));
  return withCustomerNames(db, entries);
}

/** The audit filters' choices: every staff member by name (disabled ones too: their actions stay) and the actions. */
export async function auditFilterChoices(db: Queryable): Promise<AuditFilterChoices> {
  const staff = await listStaff(db);
  const actions = await listAuditActions(db);
  return { staff: staff.map((row) => ({ id: row.id, name: row.name })), actions };
}
