import { type ReconciliationItem, type ReconciliationKind, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import { heldRewards, releaseHeldReward, rewardsNeedingReview } from '../referrals/referrals.service.js';
import { listClickAttemptsNeedingReview, lockClickAttempt, updateClickAttempt } from './click.repository.js';
import { listMissingReceipts } from './fiscal-receipts.repository.js';
import { lockInvoice } from './invoice.repository.js';
import { cancelLockedInvoice, INVOICE_LIFETIME_MS } from './invoice-expiry.js';
import {
  findCallback,
  insertDecision,
  listAmountMismatches,
  listDecisions,
  listStalePending,
} from './reconciliation.repository.js';
import { findCharge, listUnsettledCharges } from './saved-cards.repository.js';

// What needs a human: money the rules could not take back, bonuses kept for review, callbacks
// refused for a wrong amount, invoices the expiry job left, top-ups without a fiscal receipt an hour on. The console and `check:ledger` read the same list;
// a decision takes an item off it for good.

const LIMIT = 200;
/** A receipt comes within minutes (Click's job retries, Payme's SetFiscalData); after an hour staff look. */
export const RECEIPT_GRACE_MS = 3_600_000;

export async function openReconciliationItems(db: Queryable, now: Date): Promise<ReconciliationItem[]> {
  const [clicks, reversed, held, mismatches, stale, receipts, decisions, charges] = await readAll(db, [
    () => listClickAttemptsNeedingReview(db),
    () => rewardsNeedingReview(db),
    () => heldRewards(db),
    () => listAmountMismatches(db, LIMIT),
    () => listStalePending(db, new Date(now.getTime() - INVOICE_LIFETIME_MS), LIMIT),
    () => listMissingReceipts(db, new Date(now.getTime() - RECEIPT_GRACE_MS), LIMIT),
    () => listDecisions(db),
    () => listUnsettledCharges(db, new Date(now.getTime() - RECEIPT_GRACE_MS)),
  ]);
  const decided = new Set(decisions.map((row) => `${row.kind}:${row.itemId}`));
  const items: ReconciliationItem[] = [
    ...clicks.map((row) => ({
      kind: 'click_cancel' as const,
      id: row.attemptId,
      customer_id: row.userId,
      invoice_id: row.invoiceId,
      amount: tiyinToSom(row.amountTiyin),
      at: row.cancelledAt?.toISOString() ?? null,
    })),
    ...reversed.map((row) => ({
      kind: 'referral_reversal' as const,
      id: row.rewardId,
      customer_id: row.referrerId,
      invoice_id: row.invoiceId,
      amount: tiyinToSom(row.amountTiyin),
      at: row.reversedAt?.toISOString() ?? null,
    })),
    ...held.map((row) => ({
      kind: 'referral_held' as const,
      id: row.rewardId,
      customer_id: row.referrerId,
      invoice_id: row.invoiceId,
      amount: tiyinToSom(row.amountTiyin),
      at: row.createdAt.toISOString(),
    })),
    ...mismatches.map((row) => ({
      kind: 'amount_mismatch' as const,
      id: row.id,
      customer_id: null,
      invoice_id: invoiceIdOf(row.params),
      amount: null,
      at: row.createdAt.toISOString(),
    })),
    ...stale.map((row) => ({
      kind: 'stale_invoice' as const,
      id: row.id,
      customer_id: row.userId,
      invoice_id: row.id,
      amount: tiyinToSom(row.amountTiyin),
      at: row.createdAt.toISOString(),
    })),
    ...receipts.map((row) => ({
      kind: 'missing_receipt' as const,
      id: row.invoiceId,
      customer_id: row.userId,
      invoice_id: row.invoiceId,
      amount: tiyinToSom(row.amountTiyin),
      at: row.paidAt?.toISOString() ?? null,
      detail: receiptProblem(row),
    })),
    ...charges.map((row) => ({
      kind: 'card_charge_unsettled' as const,
      id: row.id,
      customer_id: row.userId,
      invoice_id: row.invoiceId,
      amount: tiyinToSom(row.amountTiyin),
      at: row.createdAt.toISOString(),
      detail: row.receiptId ? `Payme receipt ${row.receiptId}` : null,
    })),
  ];
  return items.filter((item) => !decided.has(`${item.kind}:${item.id}`));
}

/** Why the receipt is missing, in the words of whoever said: the fiscal module's refusal or our last failure. */
function receiptProblem(row: {
  merchant: string;
  statusCode: number | null;
  message: string | null;
  lastError: string | null;
}): string | null {
  const provider = row.merchant === 'payme' ? 'Payme' : 'Click';
  if (row.statusCode !== null && row.statusCode !== 0) {
    return `${provider}: ${row.statusCode} ${row.message ?? ''}`.trim();
  }
  // Our own failures already name the provider (e.g. "Click refused the fiscal items: …").
  return row.lastError;
}

/** The invoice a provider call named: Payme's account field or Click's merchant_trans_id. */
function invoiceIdOf(params: unknown): number | null {
  const record = (params ?? {}) as { account?: { invoice_id?: unknown }; merchant_trans_id?: unknown };
  const raw = record.account?.invoice_id ?? record.merchant_trans_id;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface Decision {
  kind: ReconciliationKind;
  id: number;
  decision: string;
  note: string;
  staffId: number;
  at: Date;
}

/**
 * Records the decision and does what it says (a held bonus released is credited, a stale invoice cancelled), in
 * the caller's transaction. An item that is not open is 404; one decided already is 409.
 */
export async function settleReconciliationItem(tx: Queryable, decision: Decision): Promise<void> {
  await applyDecision(tx, decision);
  const recorded = await insertDecision(tx, {
    kind: decision.kind,
    itemId: decision.id,
    decision: decision.decision,
    note: decision.note,
    staffId: decision.staffId,
    decidedAt: decision.at,
  });
  if (!recorded) throw new AppError('CONFLICT');
}

async function applyDecision(tx: Queryable, { kind, id, decision, at }: Decision): Promise<void> {
  switch (kind) {
    case 'click_cancel': {
      const attempt = await lockClickAttempt(tx, id);
      if (!attempt?.needsReview) throw new AppError('NOT_FOUND');
      await updateClickAttempt(tx, id, { needsReview: false });
      return;
    }
    case 'referral_held': {
      if (decision === 'release' && !(await releaseHeldReward(tx, id, at))) throw new AppError('NOT_FOUND');
      return;
    }
    case 'stale_invoice': {
      const invoice = await lockInvoice(tx, id);
      if (invoice?.status !== 'pending') throw new AppError('NOT_FOUND');
      await cancelLockedInvoice(tx, id, at);
      return;
    }
    case 'amount_mismatch': {
      if (!(await findCallback(tx, id))) throw new AppError('NOT_FOUND');
      return;
    }
    case 'missing_receipt': {
      const invoice = await lockInvoice(tx, id);
      if (invoice?.status !== 'paid') throw new AppError('NOT_FOUND');
      return;
    }
    case 'card_charge_unsettled': {
      const charge = await findCharge(tx, id);
      if (charge?.state !== 'paying') throw new AppError('NOT_FOUND');
      return;
    }
    case 'referral_reversal':
      return;
  }
}
