import {
  type LedgerReason,
  ORDER_CHARGE_KINDS,
  type OrderChargeKind,
  type PaymentHistoryEntry,
  tiyinToSom,
} from '@portal/contracts';
import type { ModulePorts } from '../../composition/app-module.js';
import type { Database, Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import {
  countAccounts,
  findBalance,
  findBalances,
  findLedgerMismatches,
  insertAccount,
  insertLedgerEntry,
  listLedgerEntries,
  lockAccount,
  setBalance,
} from './balance.repository.js';

export interface LedgerReference {
  type: string;
  id: string | number;
}

export interface BalanceChange {
  userId: number;
  /** Signed tiyin: positive credits, negative debits. */
  amountTiyin: number;
  reason: LedgerReason;
  reference: LedgerReference | null;
  /** Words the customer sees beside the reason (staff adjustments give theirs). */
  note?: string | null;
  /** What an order payment bought, kept so the history can name it. */
  kind?: OrderChargeKind;
  at: Date;
}

export interface BalanceChanged {
  ledgerEntryId: number;
  balanceTiyin: number;
  /** The balance just before this change, read under the same lock (what an audit row's "before" says). */
  balanceBeforeTiyin: number;
}

/** Opens the zero-balance account of a new user, in the registration's transaction. */
export const openAccount = (tx: Queryable, userId: number): Promise<void> => insertAccount(tx, userId);

/** The balance in tiyin (0 for a user without an account, which registration never leaves behind). */
export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  return (await findBalance(db, userId)) ?? 0;
}

/**
 * The one way the balance changes: locks the account row, writes the ledger row and the new balance in the
 * caller's transaction. Answers null instead of going below zero.
 */
export async function tryChangeBalance(tx: Queryable, change: BalanceChange): Promise<BalanceChanged | null> {
  if (!Number.isSafeInteger(change.amountTiyin) || change.amountTiyin === 0) {
    throw new Error(`a balance change must be a non-zero whole number of tiyin, got ${change.amountTiyin}`);
  }
  const account = await lockAccount(tx, change.userId);
  if (!account) throw new Error(`user ${change.userId} has no account`);
  const balanceTiyin = account.balanceTiyin + change.amountTiyin;
  if (balanceTiyin < 0) return null;
  const entry = await insertLedgerEntry(tx, {
    userId: change.userId,
    amountTiyin: change.amountTiyin,
    reason: change.reason,
    referenceType: change.reference?.type ?? null,
    referenceId: change.reference === null ? null : String(change.reference.id),
    note: change.note ?? null,
    kind: change.kind ?? null,
    createdAt: change.at,
  });
  await setBalance(tx, account.id, balanceTiyin, change.at);
  // The customer's open pages learn of it when (and only if) this transaction commits.
  await publishLiveEvent(tx, {
    userId: change.userId,
    kind: 'balance',
    payload: { balance: balanceTiyin, change: change.amountTiyin, reason: change.reason },
    at: change.at,
  });
  return { ledgerEntryId: entry.id, balanceTiyin, balanceBeforeTiyin: account.balanceTiyin };
}

/** Like tryChangeBalance, but a debit the balance cannot cover is the customer's error. */
export async function changeBalance(tx: Queryable, change: BalanceChange): Promise<BalanceChanged> {
  const changed = await tryChangeBalance(tx, change);
  if (!changed) throw new AppError('INSUFFICIENT_FUNDS');
  return changed;
}

/** The numeric id a ledger row refers to when it refers to that type, else null. */
function referencedId(row: { referenceType: string | null; referenceId: string | null }, type: string) {
  if (row.referenceType !== type || row.referenceId === null) return null;
  const id = Number(row.referenceId);
  return Number.isSafeInteger(id) ? id : null;
}

const isOrderChargeKind = (kind: string | null): kind is OrderChargeKind =>
  ORDER_CHARGE_KINDS.some((known) => known === kind);

/**
 * The customer's ledger, newest first, with what the web needs to explain each row in the reader's language:
 * the order and what it bought, the invoice, the provider that paid it and the top-up's fiscal receipt.
 */
export async function paymentHistory(
  db: Database,
  userId: number,
  topUpSources: ModulePorts['topUpSources'],
): Promise<PaymentHistoryEntry[]> {
  const rows = await listLedgerEntries(db, userId);
  const invoiceIds = rows.flatMap((row) => referencedId(row, 'invoice') ?? []);
  const sources = await topUpSources(db, userId, [...new Set(invoiceIds)]);
  return rows.map((row) => {
    const invoiceId = referencedId(row, 'invoice');
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      amount: tiyinToSom(Math.abs(row.amountTiyin)),
      action: row.amountTiyin > 0 ? '+' : '-',
      reason: row.reason as LedgerReason,
      reference: row.referenceType === null ? null : `${row.referenceType}:${row.referenceId ?? ''}`,
      note: row.note,
      kind: isOrderChargeKind(row.kind) ? row.kind : null,
      order_id: referencedId(row, 'hosting_order'),
      invoice_id: invoiceId,
      provider: invoiceId === null ? null : (sources.get(invoiceId)?.merchant ?? null),
      // The sale's receipt, on the top-up itself (a reversal refers to the same invoice but is no sale).
      receipt_url:
        row.reason === 'top_up' && invoiceId !== null ? (sources.get(invoiceId)?.receiptUrl ?? null) : null,
    };
  });
}

/** One customer's ledger rows, oldest first: what money documents (receipts, statements, acts) are made of. */
export async function ledgerRowsOf(db: Queryable, userId: number) {
  const rows = await listLedgerEntries(db, userId);
  return rows.reverse().map((row) => ({
    id: row.id,
    amountTiyin: row.amountTiyin,
    reason: row.reason as LedgerReason,
    kind: isOrderChargeKind(row.kind) ? row.kind : null,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    note: row.note,
    createdAt: row.createdAt,
  }));
}
export type LedgerRow = Awaited<ReturnType<typeof ledgerRowsOf>>[number];

/** Balances in tiyin by user id. */
export async function balancesOf(db: Queryable, userIds: number[]): Promise<Map<number, number>> {
  const rows = await findBalances(db, userIds);
  return new Map(rows.map((row) => [row.userId, row.balanceTiyin]));
}

/** The ledger of one customer as staff see it: signed som, newest first. */
export async function ledgerForStaff(db: Queryable, userId: number) {
  const rows = await listLedgerEntries(db, userId);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    amount: tiyinToSom(row.amountTiyin),
    reason: row.reason as LedgerReason,
    reference: row.referenceType === null ? null : `${row.referenceType}:${row.referenceId ?? ''}`,
    note: row.note,
  }));
}

export interface LedgerCheckResult {
  ok: boolean;
  accountsChecked: number;
  mismatches: { userId: number; balanceTiyin: number; ledgerTiyin: number }[];
}

/** docs/product/balance.md: every account's balance equals the sum of its ledger. */
export async function checkLedger(db: Database): Promise<LedgerCheckResult> {
  const [rows, accountsChecked] = await readAll(db, [
    () => findLedgerMismatches(db),
    () => countAccounts(db),
  ]);
  const mismatches = rows.map((row) => ({
    userId: row.userId,
    balanceTiyin: row.balanceTiyin,
    ledgerTiyin: Number(row.ledgerTiyin),
  }));
  return { ok: mismatches.length === 0, accountsChecked, mismatches };
}
