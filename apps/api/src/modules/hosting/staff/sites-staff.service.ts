import type { DnsRecordList, Language, ServerPhpVersions, SiteList } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { findServer, updateServer } from '../catalogue.repository.js';
import { listRecords } from '../dns.service.js';
import type { HostingDeps } from '../hosting-deps.js';
import { offeredPhpVersions } from '../order-panel.js';
import { listSites } from '../sites.service.js';

// The console's read-only view of an order's sites and records, and the one place a server's PHP versions are
// set (docs/hosting-control.md).

export const orderSitesForStaff = (
  db: Queryable,
  deps: HostingDeps,
  query: { orderId: number; language: Language },
): Promise<SiteList> => listSites(db, deps, { ...query, userId: null, supportSession: false });

export const orderRecordsForStaff = (
  db: Queryable,
  deps: HostingDeps,
  query: { orderId: number; zone: string; language: Language },
): Promise<DnsRecordList> => listRecords(db, deps, { ...query, userId: null, supportSession: false });

export async function serverPhpVersions(db: Queryable, serverId: number): Promise<ServerPhpVersions> {
  const server = await findServer(db, serverId);
  if (!server) throw new AppError('NOT_FOUND');
  return { php_versions: offeredPhpVersions(server) };
}

/** Replaces the versions the server's sites are offered; answers the list before and after for the audit. */
export async function setServerPhpVersions(
  tx: Queryable,
  input: { serverId: number; versions: string[] },
): Promise<{ before: ServerPhpVersions; after: ServerPhpVersions }> {
  const before = await serverPhpVersions(tx, input.serverId);
  await updateServer(tx, input.serverId, { phpVersions: input.versions });
  return { before, after: await serverPhpVersions(tx, input.serverId) };
}
