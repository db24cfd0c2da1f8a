import type { Database, Queryable } from '../../db/database.js';
import { PAYME_ACCOUNT_FIELD } from '../../integrations/payment-gateway/payme.js';
import { changeBalance, tryChangeBalance } from '../balance/balance.service.js';
import { type InvoiceRow, lockInvoice, parseInvoiceId, updateInvoice } from './invoice.repository.js';
import {
  findLivePaymeTransaction,
  findPaymeTransaction,
  insertPaymeTransaction,
  lockPaymeTransaction,
  type PaymeTransactionRow,
  paymeStatement,
  updatePaymeTransaction,
} from './payme.repository.js';
import { paymeError } from './payme-errors.js';
import { afterTopUpCredited, afterTopUpReversed } from './top-up-events.js';

// Payme Merchant API methods (reference/payments.md §1.3–1.5). Every method locks the invoice first, then the
// transaction, then the account, so concurrent deliveries of one callback queue up and credit once.

/** §1.5: a created transaction not performed within 12 hours is cancelled with reason 4. */
export const PAYME_TIMEOUT_MS = 43_200_000;
const REASON_TIMEOUT = 4;

type Params = Record<string, unknown>;
type Result = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAmount(params: Params): number {
  const amount = params.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw paymeError('wrongAmount');
  return amount;
}

function readId(params: Params): string {
  const id = params.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw paymeError('invalidRequest', 'id');
  return id;
}

function readInvoiceId(params: Params): number {
  const account = params.account;
  const id = isRecord(account) ? parseInvoiceId(account[PAYME_ACCOUNT_FIELD]) : null;
  if (id === null) throw paymeError('invoiceNotFound', PAYME_ACCOUNT_FIELD);
  return id;
}

async function lockPaymeInvoice(tx: Queryable, invoiceId: number): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice?.merchant !== 'payme') throw paymeError('invoiceNotFound', PAYME_ACCOUNT_FIELD);
  return invoice;
}

/** The CheckPerformTransaction rules, shared with CreateTransaction. */
async function checkPayable(tx: Queryable, invoice: InvoiceRow, amount: number): Promise<void> {
  if (invoice.status !== 'pending') throw paymeError('invoiceNotPayable', PAYME_ACCOUNT_FIELD);
  if (amount !== invoice.amountTiyin) throw paymeError('wrongAmount');
  if (await findLivePaymeTransaction(tx, invoice.id)) throw paymeError('invoiceBusy', PAYME_ACCOUNT_FIELD);
}

const transactionRef = (row: PaymeTransactionRow) => String(row.id);

async function cancelExpired(tx: Queryable, row: PaymeTransactionRow, nowMs: number) {
  await updatePaymeTransaction(tx, row.id, { state: -1, reason: REASON_TIMEOUT, cancelTime: nowMs });
  await updateInvoice(tx, row.invoiceId, { status: 'cancelled', cancelledAt: new Date(nowMs) });
}

/** Runs work in a transaction; an outcome with `error` commits what it did and then answers the error. */
async function inTransaction(
  db: Database,
  work: (tx: Queryable) => Promise<{ result: Result } | { error: ReturnType<typeof paymeError> }>,
): Promise<Result> {
  const outcome = await db.transaction((tx) => work(tx));
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

async function checkPerform(db: Database, params: Params): Promise<Result> {
  const amount = readAmount(params);
  const invoiceId = readInvoiceId(params);
  return inTransaction(db, async (tx) => {
    await checkPayable(tx, await lockPaymeInvoice(tx, invoiceId), amount);
    return { result: { allow: true } };
  });
}

async function create(db: Database, params: Params, nowMs: number): Promise<Result> {
  const paymeId = readId(params);
  const time = params.time;
  if (typeof time !== 'number' || !Number.isSafeInteger(time) || time <= 0) {
    throw paymeError('invalidRequest', 'time');
  }
  const amount = readAmount(params);
  const invoiceId = readInvoiceId(params);
  return inTransaction(db, async (tx) => {
    const invoice = await lockPaymeInvoice(tx, invoiceId);
    const existing = await lockPaymeTransaction(tx, paymeId);
    if (existing) {
      if (existing.invoiceId !== invoice.id || existing.amountTiyin !== amount) {
        return { error: paymeError('cannotPerform') };
      }
      if (existing.state !== 1) return { error: paymeError('cannotPerform') };
      if (nowMs - existing.createTime > PAYME_TIMEOUT_MS) {
        await cancelExpired(tx, existing, nowMs);
        return { error: paymeError('cannotPerform') };
      }
      return { result: createResult(existing) };
    }
    await checkPayable(tx, invoice, amount);
    if (nowMs - time > PAYME_TIMEOUT_MS) return { error: paymeError('cannotPerform') };
    const row = await insertPaymeTransaction(tx, {
      paymeId,
      invoiceId: invoice.id,
      paymeTime: time,
      amountTiyin: amount,
      state: 1,
      createTime: nowMs,
    });
    return { result: createResult(row) };
  });
}

const createResult = (row: PaymeTransactionRow): Result => ({
  create_time: row.createTime,
  transaction: transactionRef(row),
  state: row.state,
});

/** Looks the transaction up, then locks invoice and transaction in that order. */
async function lockByPaymeId(tx: Queryable, paymeId: string) {
  const found = await findPaymeTransaction(tx, paymeId);
  if (!found) return null;
  const invoice = await lockInvoice(tx, found.invoiceId);
  const row = await lockPaymeTransaction(tx, paymeId);
  if (!invoice || !row) return null;
  return { invoice, row };
}

async function perform(db: Database, params: Params, nowMs: number): Promise<Result> {
  const paymeId = readId(params);
  return inTransaction(db, async (tx) => {
    const locked = await lockByPaymeId(tx, paymeId);
    if (!locked) return { error: paymeError('transactionNotFound') };
    const { invoice, row } = locked;
    if (row.state === 2) return { result: performResult(row) };
    if (row.state !== 1) return { error: paymeError('cannotPerform') };
    if (nowMs - row.createTime > PAYME_TIMEOUT_MS) {
      await cancelExpired(tx, row, nowMs);
      return { error: paymeError('cannotPerform') };
    }
    const at = new Date(nowMs);
    await changeBalance(tx, {
      userId: invoice.userId,
      amountTiyin: row.amountTiyin,
      reason: 'top_up',
      reference: { type: 'invoice', id: invoice.id },
      at,
    });
    await afterTopUpCredited(tx, {
      userId: invoice.userId,
      invoiceId: invoice.id,
      amountTiyin: row.amountTiyin,
      at,
    });
    await updateInvoice(tx, invoice.id, { status: 'paid', paidAt: at, providerTransactionId: row.paymeId });
    return {
      result: performResult(await updatePaymeTransaction(tx, row.id, { state: 2, performTime: nowMs })),
    };
  });
}

const performResult = (row: PaymeTransactionRow): Result => ({
  transaction: transactionRef(row),
  perform_time: row.performTime,
  state: row.state,
});

async function cancel(db: Database, params: Params, nowMs: number): Promise<Result> {
  const paymeId = readId(params);
  const reason = params.reason;
  if (typeof reason !== 'number' || !Number.isSafeInteger(reason))
    throw paymeError('invalidRequest', 'reason');
  return inTransaction(db, async (tx) => {
    const locked = await lockByPaymeId(tx, paymeId);
    if (!locked) return { error: paymeError('transactionNotFound') };
    const { invoice, row } = locked;
    const at = new Date(nowMs);
    if (row.state === 1) {
      await updateInvoice(tx, invoice.id, { status: 'cancelled', cancelledAt: at });
      return {
        result: cancelResult(
          await updatePaymeTransaction(tx, row.id, { state: -1, reason, cancelTime: nowMs }),
        ),
      };
    }
    if (row.state === 2) {
      // A top-up can be taken back only while the balance still holds it.
      const reversed = await tryChangeBalance(tx, {
        userId: invoice.userId,
        amountTiyin: -row.amountTiyin,
        reason: 'top_up_reversal',
        reference: { type: 'invoice', id: invoice.id },
        at,
      });
      if (!reversed) return { error: paymeError('cannotCancel') };
      await afterTopUpReversed(tx, {
        userId: invoice.userId,
        invoiceId: invoice.id,
        amountTiyin: row.amountTiyin,
        at,
      });
      await updateInvoice(tx, invoice.id, { status: 'refunded', cancelledAt: at });
      return {
        result: cancelResult(
          await updatePaymeTransaction(tx, row.id, { state: -2, reason, cancelTime: nowMs }),
        ),
      };
    }
    return { result: cancelResult(row) };
  });
}

const cancelResult = (row: PaymeTransactionRow): Result => ({
  transaction: transactionRef(row),
  cancel_time: row.cancelTime,
  state: row.state,
});

async function check(db: Database, params: Params): Promise<Result> {
  const row = await findPaymeTransaction(db, readId(params));
  if (!row) throw paymeError('transactionNotFound');
  return {
    create_time: row.createTime,
    perform_time: row.performTime,
    cancel_time: row.cancelTime,
    transaction: transactionRef(row),
    state: row.state,
    reason: row.reason,
  };
}

async function statement(db: Database, params: Params): Promise<Result> {
  const { from, to } = params;
  if (typeof from !== 'number' || typeof to !== 'number') throw paymeError('invalidRequest', 'from');
  const rows = await paymeStatement(db, from, to);
  return {
    transactions: rows.map((row) => ({
      id: row.paymeId,
      time: row.paymeTime,
      amount: row.amountTiyin,
      account: { [PAYME_ACCOUNT_FIELD]: String(row.invoiceId) },
      create_time: row.createTime,
      perform_time: row.performTime,
      cancel_time: row.cancelTime,
      transaction: transactionRef(row),
      state: row.state,
      reason: row.reason,
      receivers: null,
    })),
  };
}

/** Dispatches one RPC method; throws a PaymeError for every protocol answer that is an error. */
export async function runPaymeMethod(
  db: Database,
  method: string,
  params: Params,
  now: Date,
): Promise<Result> {
  const nowMs = now.getTime();
  switch (method) {
    case 'CheckPerformTransaction':
      return checkPerform(db, params);
    case 'CreateTransaction':
      return create(db, params, nowMs);
    case 'PerformTransaction':
      return perform(db, params, nowMs);
    case 'CancelTransaction':
      return cancel(db, params, nowMs);
    case 'CheckTransaction':
      return check(db, params);
    case 'GetStatement':
      return statement(db, params);
    default:
      // ChangePassword is legacy (§1.3): the key is rotated in our configuration, not over the wire.
      throw paymeError('methodNotFound', method);
  }
}
