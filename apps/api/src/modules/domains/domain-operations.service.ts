import { type DomainStatus, type DomainZone, isManualZone, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { AppError } from '../../errors/app-error.js';
import { enqueue } from '../../jobs/job-runner.js';
import { balanceOf, tryChangeBalance } from '../balance/balance.service.js';
import { queueOrderSite } from '../hosting/order-site.job.js';
import { notify } from '../notifications/notifications.service.js';
import { domainOperation } from './domains.jobs.js';
import {
  type DomainOperationRow,
  type DomainRow,
  insertDomainEvent,
  insertOperation,
  lockDomain,
  lockOperation,
  type NewDomainRow,
  OPEN_OPERATION_STATUSES,
  updateDomain,
  updateOperation,
} from './domains.repository.js';

// The operations core: every paid or requested change of a domain is one row in domain_operations,
// written with its charge in one transaction, and ended exactly once: done, refunded (or failed when nothing
// was paid), or unknown until the sync job asks the registrar. The customer routes, the operation job, the
// console's fulfilment queue, renewals and the sync all go through these four functions.

export type OperationAction = DomainOperationRow['action'];

export interface StartOperationInput {
  domainId: number;
  userId: number;
  zone: string;
  action: OperationAction;
  years: number | null;
  /** What the customer pays now, in tiyin; 0 for free changes (name servers). */
  amountTiyin: number;
  /** Name servers, hosting_order_id, the transfer's auth_code… what the registrar call needs. */
  payload: Record<string, unknown>;
  now: Date;
}

const OPEN_INDEX = 'domain_operations_open_unique';
const DAY_MS = 86_400_000;
/** Actions that tell the customer the domain is theirs (again) when they complete. */
const ACTIVATING: readonly OperationAction[] = ['register', 'transfer', 'renew', 'restore'];

const isOpen = (operation: DomainOperationRow) =>
  (OPEN_OPERATION_STATUSES as readonly string[]).includes(operation.status);

/** The payload without the transfer's auth code: it is a secret, kept only while the operation needs it. */
function withoutAuthCode(payload: Record<string, unknown>): Record<string, unknown> {
  const { auth_code: _wiped, ...rest } = payload;
  return rest;
}

async function changeStatus(
  tx: Queryable,
  domain: DomainRow,
  to: DomainStatus,
  action: string,
  now: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  if (domain.status === to) return;
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: 'status',
    fromStatus: domain.status,
    toStatus: to,
    action,
    detail: detail ?? null,
    at: now,
  });
}

/**
 * Charges `amountTiyin` (if > 0, ledger reason domain_payment, reference {type:'domain_operation', id}),
 * inserts the operation (status 'manual' for .uz zones, else 'pending' with next_attempt_at = now), appends a
 * domain_event, enqueues the operation job for 'pending'. Inside the caller's transaction `tx`.
 * Throws AppError INSUFFICIENT_FUNDS (with shortfall) or CONFLICT with field error domain_operation_open
 * (the partial unique index domain_operations_open_unique).
 */
export async function startOperation(
  tx: Queryable,
  input: StartOperationInput,
): Promise<{ operationId: number }> {
  const manual = isManualZone(input.zone as DomainZone);
  let operation: DomainOperationRow;
  try {
    operation = await insertOperation(tx, {
      domainId: input.domainId,
      userId: input.userId,
      action: input.action,
      status: manual ? 'manual' : 'pending',
      years: input.years,
      amountTiyin: input.amountTiyin,
      payload: input.payload,
      nextAttemptAt: manual ? null : input.now,
      createdAt: input.now,
      updatedAt: input.now,
    });
  } catch (error) {
    // A second tab or a double tap: the first change of this domain is still under way.
    if (uniqueViolationOf(error) === OPEN_INDEX) {
      throw new AppError('CONFLICT', { fields: { domain: ['domain_operation_open'] } });
    }
    throw error;
  }
  if (input.amountTiyin > 0) {
    const charged = await tryChangeBalance(tx, {
      userId: input.userId,
      amountTiyin: -input.amountTiyin,
      reason: 'domain_payment',
      reference: { type: 'domain_operation', id: operation.id },
      at: input.now,
    });
    if (!charged) {
      const balance = await balanceOf(tx, input.userId);
      throw new AppError('INSUFFICIENT_FUNDS', { shortfall: tiyinToSom(input.amountTiyin - balance) });
    }
  }
  await insertDomainEvent(tx, {
    domainId: input.domainId,
    kind: 'operation',
    action: input.action,
    detail: {
      operation_id: operation.id,
      status: operation.status,
      amount_tiyin: input.amountTiyin,
      years: input.years,
    },
    at: input.now,
  });
  if (!manual) await enqueue(tx, domainOperation, { operationId: operation.id }, input.now);
  return { operationId: operation.id };
}

const addYears = (from: Date, years: number) => new Date(from.getTime() + years * 365 * DAY_MS);

/** What a completed operation changes on the domain row. */
function appliedChanges(
  operation: DomainOperationRow,
  domain: DomainRow,
  result: { expiresAt?: Date | null; registrarId?: string | null },
  now: Date,
): Partial<NewDomainRow> {
  const years = operation.years ?? 1;
  const registrarId = result.registrarId === undefined ? {} : { registrarId: result.registrarId };
  switch (operation.action) {
    case 'register':
    case 'transfer':
      return {
        status: 'active',
        expiresAt: result.expiresAt ?? domain.expiresAt ?? addYears(now, years),
        ...registrarId,
        reminderDaysSent: null,
        syncedAt: now,
      };
    case 'renew':
    case 'restore': {
      // The registrar answers the new expiry; by hand (.uz), staff give it, else the term counts from the old one.
      const base = domain.expiresAt && domain.expiresAt > now ? domain.expiresAt : now;
      return {
        status: 'active',
        expiresAt:
          result.expiresAt ??
          addYears(operation.action === 'renew' ? (domain.expiresAt ?? now) : base, years),
        ...registrarId,
        reminderDaysSent: null,
      };
    }
    case 'nameservers': {
      const nameservers = Array.isArray(operation.payload.nameservers)
        ? operation.payload.nameservers.map(String)
        : domain.nameservers;
      const hostingOrderId =
        typeof operation.payload.hosting_order_id === 'number' ? operation.payload.hosting_order_id : null;
      return { nameservers, hostingOrderId, ...registrarId };
    }
  }
}

/**
 * Marks the operation done and applies it to the domain (status active, expiry, registrar id, name
 * servers…); appends events; notifies domain_active for register/transfer/renew/restore.
 * Does nothing for an operation that already ended (a console click and the sync job may race).
 */
export async function completeOperation(
  tx: Queryable,
  operationId: number,
  result: { expiresAt?: Date | null; registrarId?: string | null; staffId?: number | null; now: Date },
): Promise<void> {
  const operation = await lockOperation(tx, operationId);
  if (!operation || !isOpen(operation)) return;
  const domain = await lockDomain(tx, operation.domainId);
  if (!domain) return;
  const { now } = result;
  await updateOperation(tx, operation.id, {
    status: 'done',
    payload: withoutAuthCode(operation.payload),
    nextAttemptAt: null,
    error: null,
    staffId: result.staffId ?? null,
    completedAt: now,
    updatedAt: now,
  });
  const changes = appliedChanges(operation, domain, result, now);
  await updateDomain(tx, domain.id, { ...changes, updatedAt: now });
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: operation.action === 'nameservers' ? 'nameservers' : 'operation',
    action: operation.action,
    detail: {
      operation_id: operation.id,
      status: 'done',
      ...(result.staffId ? { staff_id: result.staffId } : {}),
      ...(operation.action === 'nameservers' ? { nameservers: changes.nameservers } : {}),
    },
    at: now,
  });
  if (changes.status) await changeStatus(tx, domain, changes.status, operation.action, now);
  // A domain bought or moved here pointing at a hosting order (or pointed at one now) becomes its site.
  const siteOrderId =
    operation.action === 'nameservers' ? (changes.hostingOrderId ?? null) : (domain.hostingOrderId ?? null);
  if (siteOrderId !== null && ['register', 'transfer', 'nameservers'].includes(operation.action)) {
    await queueOrderSite(tx, { orderId: siteOrderId, name: domain.name, now });
  }
  if (ACTIVATING.includes(operation.action)) {
    await notify(tx, {
      userId: domain.userId,
      kind: 'domain_active',
      params: {
        domain: domain.displayName,
        ...(changes.expiresAt ? { expires_at: changes.expiresAt.toISOString() } : {}),
      },
      at: now,
    });
  }
}

/**
 * Definitive failure: refunds exactly amount_tiyin (reason domain_refund), status 'refunded' (or 'failed'
 * when nothing was paid), domain → failed for register/transfer (unchanged for renew/restore/nameservers),
 * wipes the auth code from payload, notifies domain_refunded. Does nothing for an operation already ended.
 */
export async function refundOperation(
  tx: Queryable,
  operationId: number,
  failure: { error: string; staffId?: number | null; now: Date },
): Promise<void> {
  const operation = await lockOperation(tx, operationId);
  if (!operation || !isOpen(operation)) return;
  const domain = await lockDomain(tx, operation.domainId);
  if (!domain) return;
  const { now } = failure;
  const paid = operation.amountTiyin > 0;
  if (paid) {
    await tryChangeBalance(tx, {
      userId: operation.userId,
      amountTiyin: operation.amountTiyin,
      reason: 'domain_refund',
      reference: { type: 'domain_operation', id: operation.id },
      at: now,
    });
  }
  await updateOperation(tx, operation.id, {
    status: paid ? 'refunded' : 'failed',
    payload: withoutAuthCode(operation.payload),
    nextAttemptAt: null,
    error: failure.error,
    staffId: failure.staffId ?? null,
    completedAt: now,
    updatedAt: now,
  });
  await insertDomainEvent(tx, {
    domainId: domain.id,
    kind: 'operation',
    action: operation.action,
    detail: {
      operation_id: operation.id,
      status: paid ? 'refunded' : 'failed',
      error: failure.error,
      ...(paid ? { amount_tiyin: operation.amountTiyin } : {}),
      ...(failure.staffId ? { staff_id: failure.staffId } : {}),
    },
    at: now,
  });
  if (operation.action === 'register' || operation.action === 'transfer') {
    await updateDomain(tx, domain.id, { status: 'failed', updatedAt: now });
    await changeStatus(tx, domain, 'failed', operation.action, now, { error: failure.error });
  }
  if (paid) {
    await notify(tx, {
      userId: domain.userId,
      kind: 'domain_refunded',
      params: { domain: domain.displayName, amount: tiyinToSom(operation.amountTiyin) },
      at: now,
    });
  }
}

/**
 * Time-out: status 'unknown', money kept; the sync job (another helper) resolves it. A registration or transfer
 * shows the domain as unknown too: nobody knows yet whether the name is ours.
 */
export async function markOperationUnknown(tx: Queryable, operationId: number, now: Date): Promise<void> {
  const operation = await lockOperation(tx, operationId);
  if (operation?.status !== 'pending') return;
  await updateOperation(tx, operation.id, {
    status: 'unknown',
    nextAttemptAt: null,
    error: 'timeout',
    updatedAt: now,
  });
  await insertDomainEvent(tx, {
    domainId: operation.domainId,
    kind: 'operation',
    action: operation.action,
    detail: { operation_id: operation.id, status: 'unknown' },
    at: now,
  });
  if (operation.action !== 'register' && operation.action !== 'transfer') return;
  const domain = await lockDomain(tx, operation.domainId);
  if (!domain) return;
  await updateDomain(tx, domain.id, { status: 'unknown', updatedAt: now });
  await changeStatus(tx, domain, 'unknown', 'timeout', now);
}
