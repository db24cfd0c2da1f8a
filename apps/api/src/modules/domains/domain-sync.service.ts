import type { DriftItem } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import type { DomainInfo, Registrar } from '../../integrations/registrar/registrar.js';
import { auditedChange } from '../staff/audit.service.js';
import { compareWithRegistrar, type SyncDrift } from './domain-drift.js';
import { hasEventForExpiry, openOperationOf, tryLockDomain } from './domain-lifecycle.repository.js';
import { completeOperation, refundOperation } from './domain-operations.service.js';
import { syncCandidates, unknownOperations } from './domain-sync.repository.js';
import {
  type DomainOperationRow,
  type DomainRow,
  insertDomainEvent,
  updateDomain,
} from './domains.repository.js';

// The daily sync with the registrar (docs/providers/registrar.md, after WHMCS's Domain Sync and
// FOSSBilling's bugs): a bounded batch, oldest compared first; the registrar's expiry is the truth, and every
// correction is a domain event and an audit row by the system (staff_id null). Operations that timed out are
// resolved by asking, never by calling again. Registrar calls run outside transactions; each domain is then
// written in its own transaction under a row lock.

/** A timed-out call may still be finishing at the registrar; ask only after this long. */
const UNKNOWN_SETTLE_MS = 10 * 60_000;

export interface SyncResult {
  compared: number;
  corrected: number;
  missing: number;
  resolved: number;
}

/** Asks the registrar; a failed question (the registrar is down) leaves the domain for the next run. */
async function ask(registrar: Registrar, name: string, log?: FastifyBaseLogger) {
  try {
    return { info: await registrar.info(name) };
  } catch (error) {
    log?.warn({ err: error, domain: name }, 'domain sync: the registrar did not answer');
    return null;
  }
}

/**
 * "Notify only" (the console's dry run): what a sync of the next batch would change, without changing it.
 * Answers the drift list; the registrar is asked, nothing is written.
 */
export async function findSyncDrift(
  db: Queryable,
  registrar: Registrar | null,
  options: { now: Date; batch: number },
): Promise<SyncDrift[]> {
  if (!registrar) return [];
  const drift: SyncDrift[] = [];
  for (const domain of await syncCandidates(db, options.batch)) {
    const answer = await ask(registrar, domain.name);
    const found = answer && compareWithRegistrar(domain, answer.info, options.now);
    if (found) drift.push(found);
  }
  return drift;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether the registrar shows the operation's effect: then it happened, else it did not and is refunded. */
function tookEffect(operation: DomainOperationRow, domain: DomainRow, info: DomainInfo | null): boolean {
  if (!info) return false;
  switch (operation.action) {
    case 'register':
    case 'transfer':
      return true;
    case 'renew':
    case 'restore': {
      const from = typeof operation.payload.expires_at === 'string' ? operation.payload.expires_at : null;
      const before = from ? new Date(from) : domain.expiresAt;
      return before !== null && info.expiresAt > before;
    }
    case 'nameservers': {
      const wanted = Array.isArray(operation.payload.nameservers) ? operation.payload.nameservers : [];
      return sameSet(info.nameservers, wanted.map(String));
    }
  }
}

async function resolveUnknown(
  db: Database,
  registrar: Registrar,
  row: { operation: DomainOperationRow; domain: DomainRow },
  now: Date,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const answer = await ask(registrar, row.domain.name, log);
  if (!answer) return false;
  const { info } = answer;
  await db.transaction(async (tx) => {
    // complete/refund lock the operation and do nothing when it already ended (e.g. staff resolved it).
    if (tookEffect(row.operation, row.domain, info)) {
      await completeOperation(tx, row.operation.id, {
        expiresAt: info?.expiresAt ?? null,
        ...(info ? { registrarId: info.registrarId } : {}),
        now,
      });
    } else {
      await refundOperation(tx, row.operation.id, { error: 'not_found', now });
    }
  });
  return true;
}

/** Writes one domain's drift: the correction (unless missing), its event, and the audit row (the system's). */
function applyDrift(tx: Queryable, domain: DomainRow, drift: SyncDrift, now: Date): Promise<boolean> {
  const system = { staffId: null, ipAddress: null, at: now, action: 'domain.sync-drift' };
  return auditedChange(tx, system, async (tx) => {
    const missing = drift.kind === 'missing';
    if (missing) {
      // Reported once per expiry, not every day.
      if (!domain.expiresAt || (await hasEventForExpiry(tx, domain.id, 'missing', domain.expiresAt)))
        return { result: false, after: null, audited: false };
    } else {
      const expiresAt = drift.after.expires_at ? new Date(drift.after.expires_at) : domain.expiresAt;
      const expiryMoved = drift.after.expires_at !== drift.before.expires_at;
      await updateDomain(tx, domain.id, {
        status: drift.after.status as DomainRow['status'],
        expiresAt,
        // Reminders count towards the new expiry.
        ...(expiryMoved ? { reminderDaysSent: null } : {}),
        updatedAt: now,
      });
    }
    await insertDomainEvent(tx, {
      domainId: domain.id,
      kind: 'sync',
      fromStatus: drift.before.status,
      toStatus: drift.after.status,
      action: missing ? 'missing' : 'drift',
      detail: {
        before: drift.before,
        after: drift.after,
        ...(missing ? { expires_at: drift.before.expires_at } : {}),
      },
      at: now,
    });
    return {
      result: !missing,
      customerId: domain.userId,
      before: { domain_id: domain.id, domain: domain.name, ...drift.before },
      after: { domain_id: domain.id, domain: domain.name, kind: drift.kind, ...drift.after },
    };
  });
}

async function syncOne(
  db: Database,
  registrar: Registrar,
  candidate: DomainRow,
  now: Date,
  result: SyncResult,
  log?: FastifyBaseLogger,
): Promise<void> {
  const answer = await ask(registrar, candidate.name, log);
  if (!answer) return;
  result.compared += 1;
  await db.transaction(async (tx) => {
    const domain = await tryLockDomain(tx, candidate.id);
    if (!domain) return;
    // A change the operation job is carrying out right now would race the correction; look again next time.
    const open = await openOperationOf(tx, domain.id);
    if (open?.status === 'pending') return;
    const drift = compareWithRegistrar(domain, answer.info, now);
    if (drift) {
      const corrected = await applyDrift(tx, domain, drift, now);
      if (corrected) result.corrected += 1;
      else if (drift.kind === 'missing') result.missing += 1;
    }
    await updateDomain(tx, domain.id, { syncedAt: now });
  });
}

/** One run: first the timed-out operations, then the domains, at most `batch` registrar questions in all. */
export async function syncDomains(
  db: Database,
  registrar: Registrar | null,
  options: { now: Date; batch: number; log?: FastifyBaseLogger },
): Promise<SyncResult> {
  const result: SyncResult = { compared: 0, corrected: 0, missing: 0, resolved: 0 };
  if (!registrar) return result;
  const { now, batch, log } = options;
  const unknown = await unknownOperations(db, new Date(now.getTime() - UNKNOWN_SETTLE_MS), batch);
  for (const row of unknown) {
    if (await resolveUnknown(db, registrar, row, now, log)) result.resolved += 1;
  }
  for (const candidate of await syncCandidates(db, batch - unknown.length)) {
    await syncOne(db, registrar, candidate, now, result, log);
  }
  return result;
}

/**
 * The console's "notify only" view (D3's DriftDryRun): the next batch's drift in the drift list's shape, with
 * `at` null because nothing was applied.
 */
export const syncDriftDryRun =
  (registrar: Registrar | null, batch: number) =>
  async (db: Database, now: Date): Promise<DriftItem[]> =>
    (await findSyncDrift(db, registrar, { now, batch })).map((drift) => ({
      domain_id: drift.domainId,
      name: drift.name,
      before: drift.before,
      after: { kind: drift.kind, ...drift.after },
      at: null,
    }));
