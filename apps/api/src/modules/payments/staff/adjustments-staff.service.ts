import {
  type AdjustmentCategory,
  type AdjustmentRequest,
  type BalanceAdjustmentResult,
  tiyinToSom,
} from '@portal/contracts';
import type { ModulePorts } from '../../../composition/app-module.js';
import type { Database, Queryable } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuditedOutcome, StaffActor } from '../../../plugins/staff-audit.js';
import { lockCustomer } from '../../account/staff/customers-staff.service.js';
import { userBriefsById } from '../../account/user-directory.service.js';
import { balanceOf, changeBalance } from '../../balance/balance.service.js';
import {
  type AdjustmentRequestRow,
  decideAdjustmentRequest,
  insertAdjustmentRequest,
  listAdjustmentRequests,
  lockAdjustmentRequest,
} from './adjustment-requests-staff.repository.js';

// Money by hand. Up to the approval threshold an adjustment applies at once; above it, it waits for a second
// owner or billing member, so one person's typo or bad day cannot move a large sum. Every step runs in the caller's
// transaction, which writes its audit row (app.auditedChange): each answers what it did.

export interface Adjustment {
  amountTiyin: number;
  category: AdjustmentCategory;
  reason: string;
}

/** The customer row locked for the change; a deleted account's balance is closed to changes by hand. */
async function lockOpenCustomer(tx: Queryable, id: number) {
  const row = await lockCustomer(tx, id);
  if (row.deletedAt) throw new AppError('CONFLICT');
  return row;
}

/**
 * Moves the money through the ledger in the caller's transaction; a debit never takes the balance below zero.
 * The reason is the note the customer sees in their history. "before" is what the account held when its row
 * was locked for this change, not a read before that lock: a customer's order may take its share in between.
 */
async function applyAdjustment(
  tx: Queryable,
  customerId: number,
  requestedBy: number,
  adjustment: Adjustment,
  at: Date,
) {
  return changeBalance(tx, {
    userId: customerId,
    amountTiyin: adjustment.amountTiyin,
    reason: `adjustment_${adjustment.category}`,
    reference: { type: 'staff', id: requestedBy },
    note: adjustment.reason,
    at,
  });
}

const describe = (adjustment: Adjustment) => ({
  amount: tiyinToSom(adjustment.amountTiyin),
  category: adjustment.category,
  reason: adjustment.reason,
});

/**
 * A credit or debit by hand: applied at once when it moves at most `approvalTiyin`, otherwise stored as a
 * pending request that changes no balance until another owner or billing member approves it.
 */
export async function requestAdjustment(
  tx: Queryable,
  actor: StaffActor,
  request: { customerId: number; adjustment: Adjustment; approvalTiyin: number },
): Promise<AuditedOutcome<BalanceAdjustmentResult>> {
  const { customerId, adjustment, approvalTiyin } = request;
  await lockOpenCustomer(tx, customerId);
  if (Math.abs(adjustment.amountTiyin) > approvalTiyin) {
    const pending = await insertAdjustmentRequest(tx, {
      customerId,
      amountTiyin: adjustment.amountTiyin,
      category: adjustment.category,
      reason: adjustment.reason,
      requestedBy: actor.staffId,
      requestedAt: actor.at,
    });
    return {
      result: {
        outcome: 'pending',
        request_id: pending.id,
        balance: tiyinToSom(await balanceOf(tx, customerId)),
      },
      action: 'balance.adjust-request',
      customerId,
      after: { ...describe(adjustment), request_id: pending.id, status: 'pending' },
    };
  }
  const changed = await applyAdjustment(tx, customerId, actor.staffId, adjustment, actor.at);
  return {
    result: {
      outcome: 'applied',
      ledger_entry_id: changed.ledgerEntryId,
      balance: tiyinToSom(changed.balanceTiyin),
    },
    action: 'balance.adjust',
    customerId,
    before: { balance: tiyinToSom(changed.balanceBeforeTiyin) },
    after: {
      balance: tiyinToSom(changed.balanceTiyin),
      ...describe(adjustment),
      ledger_entry_id: changed.ledgerEntryId,
    },
  };
}

/** The pending request, locked; refused to its own requester and once decided. */
async function lockForDecision(tx: Queryable, actor: StaffActor, id: number): Promise<AdjustmentRequestRow> {
  const request = await lockAdjustmentRequest(tx, id);
  if (!request) throw new AppError('NOT_FOUND');
  if (request.requestedBy === actor.staffId) throw new AppError('ADJUSTMENT_OWN_REQUEST');
  if (request.status !== 'pending') throw new AppError('ADJUSTMENT_ALREADY_DECIDED');
  return request;
}

const adjustmentOf = (request: AdjustmentRequestRow): Adjustment => ({
  amountTiyin: request.amountTiyin,
  category: request.category as AdjustmentCategory,
  reason: request.reason,
});

/**
 * Applies a pending request exactly once: the request row is locked first, so a second approval waits and then
 * finds it decided. A debit the balance no longer covers is refused and the request stays pending.
 */
export async function approveAdjustment(
  tx: Queryable,
  actor: StaffActor,
  { id, reason }: { id: number; reason: string },
) {
  const request = await lockForDecision(tx, actor, id);
  await lockOpenCustomer(tx, request.customerId);
  const adjustment = adjustmentOf(request);
  const changed = await applyAdjustment(tx, request.customerId, request.requestedBy, adjustment, actor.at);
  await decideAdjustmentRequest(tx, id, {
    status: 'approved',
    decidedBy: actor.staffId,
    decidedAt: actor.at,
    decisionReason: reason,
    ledgerEntryId: changed.ledgerEntryId,
  });
  return {
    result: { ledger_entry_id: changed.ledgerEntryId, balance: tiyinToSom(changed.balanceTiyin) },
    customerId: request.customerId,
    before: { balance: tiyinToSom(changed.balanceBeforeTiyin), status: 'pending' },
    after: {
      balance: tiyinToSom(changed.balanceTiyin),
      status: 'approved',
      ...describe(adjustment),
      request_id: id,
      requested_by: request.requestedBy,
      decision_reason: reason,
      ledger_entry_id: changed.ledgerEntryId,
    },
  };
}

/** Refuses a pending request: no money moves; the reason is kept and audited. */
export async function rejectAdjustment(
  tx: Queryable,
  actor: StaffActor,
  { id, reason }: { id: number; reason: string },
) {
  const request = await lockForDecision(tx, actor, id);
  await decideAdjustmentRequest(tx, id, {
    status: 'rejected',
    decidedBy: actor.staffId,
    decidedAt: actor.at,
    decisionReason: reason,
    ledgerEntryId: null,
  });
  return {
    result: null,
    customerId: request.customerId,
    before: { status: 'pending' },
    after: {
      status: 'rejected',
      ...describe(adjustmentOf(request)),
      request_id: id,
      requested_by: request.requestedBy,
      decision_reason: reason,
    },
  };
}

export async function adjustmentRequests(
  db: Database,
  staffNamesById: ModulePorts['staffNamesById'],
  pending: boolean,
): Promise<AdjustmentRequest[]> {
  const rows = await listAdjustmentRequests(db, pending);
  const [customers, staff] = await readAll(db, [
    () =>
      userBriefsById(
        db,
        rows.map((row) => row.customerId),
      ),
    () =>
      staffNamesById(
        db,
        rows.flatMap((row) =>
          row.decidedBy === null ? [row.requestedBy] : [row.requestedBy, row.decidedBy],
        ),
      ),
  ]);
  const person = (id: number) => ({ id, name: staff.get(id) ?? '' });
  return rows.map((row) => {
    const customer = customers.get(row.customerId);
    return {
      id: row.id,
      customer: {
        id: row.customerId,
        name: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
        email: customer?.email ?? '',
      },
      amount: tiyinToSom(row.amountTiyin),
      category: row.category as AdjustmentCategory,
      reason: row.reason,
      requested_by: person(row.requestedBy),
      requested_at: row.requestedAt.toISOString(),
      status: row.status,
      decided_by: row.decidedBy === null ? null : person(row.decidedBy),
      decided_at: row.decidedAt?.toISOString() ?? null,
      decision_reason: row.decisionReason,
    };
  });
}
