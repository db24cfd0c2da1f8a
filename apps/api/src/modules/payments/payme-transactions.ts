import type { Database, Queryable } from '../../db/database.js';
import { PAYME_ACCOUNT_FIELD } from '../../integrations/payment-gateway/payme.js';
import type { SingleFlight } from '../../lib/single-flight.js';
import { type InvoiceRow, lockInvoice, updateInvoice } from './invoice.repository.js';
import {
  findLivePaymeTransaction,
  findPaymeTransaction,
  insertPaymeTransaction,
  lockPaymeTransaction,
  type PaymeTransactionRow,
  updatePaymeTransaction,
} from './payme.repository.js';
import { paymeError } from './payme-errors.js';
import { PAYME_PARAMS, PAYME_STATE, readParams } from './payme-protocol.js';
import { isCardChargeInvoice } from './saved-cards.repository.js';
import { creditTopUp, reverseTopUp } from './top-up.service.js';

// The Payme methods that change state (docs/providers/payme.md). Every method locks the invoice first,
// then the transaction, then the account, so concurrent deliveries of one callback queue up and credit once.

/** §1.5: a created transaction not performed within 12 hours is cancelled with reason 4. */
export const PAYME_TIMEOUT_MS = 43_200_000;
/** A transaction `time` more than this ahead of our clock is refused: Payme's clock and ours agree within it. */
export const PAYME_FUTURE_TOLERANCE_MS = 10 * 60_000;
const REASON_TIMEOUT = 4;

type Params = Record<string, unknown>;
export type Result = Record<string, unknown>;
type Outcome = { result: Result } | { error: ReturnType<typeof paymeError> };

export async function lockPaymeInvoice(tx: Queryable, invoiceId: number): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice?.merchant !== 'payme') throw paymeError('invoiceNotFound', PAYME_ACCOUNT_FIELD);
  // A saved card's charge is credited by its receipt's own answer alone (docs/decisions/0023-saved-cards-payme.md):
  // a callback about its invoice is one for an invoice this endpoint does not know.
  if (await isCardChargeInvoice(tx, invoice.id)) throw paymeError('invoiceNotFound', PAYME_ACCOUNT_FIELD);
  return invoice;
}

/** The CheckPerformTransaction rules, shared with CreateTransaction. */
export async function checkPayable(tx: Queryable, invoice: InvoiceRow, amount: number): Promise<void> {
  if (invoice.status !== 'pending') throw paymeError('invoiceNotPayable', PAYME_ACCOUNT_FIELD);
  if (amount !== invoice.amountTiyin) throw paymeError('wrongAmount');
  if (await findLivePaymeTransaction(tx, invoice.id)) throw paymeError('invoiceBusy', PAYME_ACCOUNT_FIELD);
}

export const transactionRef = (row: PaymeTransactionRow) => String(row.id);

async function cancelExpired(tx: Queryable, row: PaymeTransactionRow, nowMs: number) {
  await updatePaymeTransaction(tx, row.id, {
    state: PAYME_STATE.cancelled,
    reason: REASON_TIMEOUT,
    cancelTime: nowMs,
  });
  await updateInvoice(tx, row.invoiceId, { status: 'cancelled', cancelledAt: new Date(nowMs) });
}

/** Runs work in a transaction; an outcome with `error` commits what it did and then answers the error. */
export async function inTransaction(
  db: Database,
  work: (tx: Queryable) => Promise<Outcome>,
): Promise<Result> {
  const outcome = await db.transaction((tx) => work(tx));
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

const isExpired = (row: PaymeTransactionRow, nowMs: number) => nowMs - row.createTime > PAYME_TIMEOUT_MS;

const createResult = (row: PaymeTransactionRow): Result => ({
  create_time: row.createTime,
  transaction: transactionRef(row),
  state: row.state,
});

export async function createTransaction(db: Database, params: Params, nowMs: number): Promise<Result> {
  const {
    id: paymeId,
    time,
    amount,
    account: invoiceId,
  } = readParams(PAYME_PARAMS.CreateTransaction, params);
  return inTransaction(db, async (tx) => {
    const invoice = await lockPaymeInvoice(tx, invoiceId);
    const existing = await lockPaymeTransaction(tx, paymeId);
    if (existing) {
      if (existing.invoiceId !== invoice.id || existing.amountTiyin !== amount) {
        return { error: paymeError('cannotPerform') };
      }
      if (existing.state !== PAYME_STATE.created) return { error: paymeError('cannotPerform') };
      if (isExpired(existing, nowMs)) {
        await cancelExpired(tx, existing, nowMs);
        return { error: paymeError('cannotPerform') };
      }
      return { result: createResult(existing) };
    }
    await checkPayable(tx, invoice, amount);
    if (nowMs - time > PAYME_TIMEOUT_MS || time - nowMs > PAYME_FUTURE_TOLERANCE_MS) {
      return { error: paymeError('cannotPerform') };
    }
    const row = await insertPaymeTransaction(tx, {
      paymeId,
      invoiceId: invoice.id,
      paymeTime: time,
      amountTiyin: amount,
      state: PAYME_STATE.created,
      createTime: nowMs,
    });
    return { result: createResult(row) };
  });
}

/** Looks the transaction up, then locks invoice and transaction in that order. */
async function lockByPaymeId(tx: Queryable, paymeId: string) {
  const found = await findPaymeTransaction(tx, paymeId);
  if (!found) return null;
  const invoice = await lockInvoice(tx, found.invoiceId);
  const row = await lockPaymeTransaction(tx, paymeId);
  if (!invoice || !row) return null;
  return { invoice, row };
}

const performResult = (row: PaymeTransactionRow): Result => ({
  transaction: transactionRef(row),
  perform_time: row.performTime,
  state: row.state,
});

export async function performTransaction(
  db: Database,
  params: Params,
  nowMs: number,
  flight: SingleFlight<Result>,
): Promise<Result> {
  const { id: paymeId } = readParams(PAYME_PARAMS.PerformTransaction, params);
  // Payme repeats PerformTransaction until it hears back. Repeats that arrive while this process is already
  // performing the transaction share that run's answer; later ones see a performed transaction, final for this
  // method, in a plain read. Neither queues behind the invoice lock, which is what a burst of repeats did.
  return flight(paymeId, () => performOnce(db, paymeId, nowMs));
}

async function performOnce(db: Database, paymeId: string, nowMs: number): Promise<Result> {
  const known = await findPaymeTransaction(db, paymeId);
  if (known?.state === PAYME_STATE.performed) return performResult(known);
  return inTransaction(db, async (tx) => {
    const locked = await lockByPaymeId(tx, paymeId);
    if (!locked) return { error: paymeError('transactionNotFound') };
    const { invoice, row } = locked;
    if (row.state === PAYME_STATE.performed) return { result: performResult(row) };
    if (row.state !== PAYME_STATE.created) return { error: paymeError('cannotPerform') };
    if (isExpired(row, nowMs)) {
      await cancelExpired(tx, row, nowMs);
      return { error: paymeError('cannotPerform') };
    }
    await creditTopUp(tx, {
      invoice,
      amountTiyin: row.amountTiyin,
      providerTransactionId: row.paymeId,
      at: new Date(nowMs),
    });
    const performed = await updatePaymeTransaction(tx, row.id, {
      state: PAYME_STATE.performed,
      performTime: nowMs,
    });
    return { result: performResult(performed) };
  });
}

const cancelResult = (row: PaymeTransactionRow): Result => ({
  transaction: transactionRef(row),
  cancel_time: row.cancelTime,
  state: row.state,
});

export async function cancelTransaction(db: Database, params: Params, nowMs: number): Promise<Result> {
  const { id: paymeId, reason } = readParams(PAYME_PARAMS.CancelTransaction, params);
  return inTransaction(db, async (tx) => {
    const locked = await lockByPaymeId(tx, paymeId);
    if (!locked) return { error: paymeError('transactionNotFound') };
    const { invoice, row } = locked;
    const at = new Date(nowMs);
    if (row.state === PAYME_STATE.created) {
      await updateInvoice(tx, invoice.id, { status: 'cancelled', cancelledAt: at });
      const cancelled = await updatePaymeTransaction(tx, row.id, {
        state: PAYME_STATE.cancelled,
        reason,
        cancelTime: nowMs,
      });
      return { result: cancelResult(cancelled) };
    }
    if (row.state === PAYME_STATE.performed) {
      if (!(await reverseTopUp(tx, { invoice, amountTiyin: row.amountTiyin, at }))) {
        return { error: paymeError('cannotCancel') };
      }
      const cancelled = await updatePaymeTransaction(tx, row.id, {
        state: PAYME_STATE.cancelledAfterPerform,
        reason,
        cancelTime: nowMs,
      });
      return { result: cancelResult(cancelled) };
    }
    return { result: cancelResult(row) };
  });
}
