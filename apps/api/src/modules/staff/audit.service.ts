import type { AuditEntry } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { withCustomerNames } from '../account/user-directory.service.js';
import { type AuditFilter, insertAuditRow, listAuditRows } from './audit.repository.js';

// Every staff action leaves a row (docs/decisions/0016-append-only-audit.md). It is written in the action's own transaction: an action that
// rolls back leaves no row, and no action commits without one.

export interface AuditRecord {
  staffId: number | null;
  customerId: number | null;
  /** `<area>.<verb>`, e.g. `customer.block`, `balance.adjust`. */
  action: string;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
  at: Date;
}

export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await insertAuditRow(tx, {
    at: record.at,
    staffId: record.staffId,
    customerId: record.customerId,
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: record.ipAddress,
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
