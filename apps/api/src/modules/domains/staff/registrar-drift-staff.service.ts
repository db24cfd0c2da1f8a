import type { DriftItem, DriftReport, SyncResult } from '@portal/contracts';
import type { Database } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { auditEntries } from '../../staff/audit.service.js';

// The console's drift list: what the daily domain sync corrected (its audit rows `domain.sync-drift`, the
// registrar's expiry being the truth), and what a dry run would correct now when the sync offers one.

export const SYNC_DRIFT_ACTION = 'domain.sync-drift';

/** A sync finding in the shape the page shows, whatever extra fields the sync records. */
export function toDriftItem(entry: { before: unknown; after: unknown; at: string | null }): DriftItem {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const domainId = after.domain_id ?? before.domain_id;
  const name = after.name ?? before.name ?? after.domain ?? before.domain;
  return {
    domain_id: typeof domainId === 'number' ? domainId : null,
    name: typeof name === 'string' ? name : '',
    before: entry.before,
    after: entry.after,
    at: entry.at,
  };
}

/** A dry run of the sync: what it would change, changing nothing. */
export type DriftDryRun = (db: Database, now: Date) => Promise<DriftItem[]>;
/** One sync batch now, applied; answers what it did. */
export type SyncNow = (db: Database, now: Date) => Promise<SyncResult>;

export async function driftReport(db: Database, dryRun: DriftDryRun | null, now: Date): Promise<DriftReport> {
  const [recent, pending] = await readAll(db, [
    () => auditEntries(db, { action: SYNC_DRIFT_ACTION }, 1),
    () => (dryRun ? dryRun(db, now) : Promise.resolve(null)),
  ]);
  return { pending, recent: recent.map(toDriftItem) };
}
