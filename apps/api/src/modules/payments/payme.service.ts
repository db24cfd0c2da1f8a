import type { FiscalSettings } from '../../config/payments-config.js';
import type { Database } from '../../db/database.js';
import { PAYME_ACCOUNT_FIELD } from '../../integrations/payment-gateway/payme.js';
import { type SingleFlight, singleFlight } from '../../lib/single-flight.js';
import { paymeReceiptDetail, topUpFiscalItems } from './fiscal-items.js';
import { findPaymeTransaction, paymeStatement } from './payme.repository.js';
import { paymeError } from './payme-errors.js';
import { setFiscalData } from './payme-fiscal.js';
import { PAYME_PARAMS, readParams } from './payme-protocol.js';
import {
  cancelTransaction,
  checkPayable,
  createTransaction,
  inTransaction,
  lockPaymeInvoice,
  performTransaction,
  type Result,
  transactionRef,
} from './payme-transactions.js';

// Payme Merchant API dispatch and the methods that only read (docs/providers/payme.md).

type Params = Record<string, unknown>;

/** Allowed, with the fiscal receipt's items: Payme's fiscal module makes the receipt from `detail`. */
async function checkPerform(db: Database, fiscal: FiscalSettings, params: Params): Promise<Result> {
  const { amount, account: invoiceId } = readParams(PAYME_PARAMS.CheckPerformTransaction, params);
  return inTransaction(db, async (tx) => {
    await checkPayable(tx, await lockPaymeInvoice(tx, invoiceId), amount);
    return { result: { allow: true, detail: paymeReceiptDetail(topUpFiscalItems(fiscal, amount)) } };
  });
}

async function check(db: Database, params: Params): Promise<Result> {
  const row = await findPaymeTransaction(db, readParams(PAYME_PARAMS.CheckTransaction, params).id);
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
  const { from, to } = readParams(PAYME_PARAMS.GetStatement, params);
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

export type PaymeMethods = (method: string, params: Params, now: Date) => Promise<Result>;

/** The RPC dispatcher of one app: throws a PaymeError for every protocol answer that is an error. */
export function paymeMethods(db: Database, fiscal: FiscalSettings): PaymeMethods {
  const performFlight = singleFlight<Result>();
  return (method, params, now) => runPaymeMethod({ db, fiscal, performFlight }, method, params, now);
}

interface Runtime {
  db: Database;
  fiscal: FiscalSettings;
  performFlight: SingleFlight<Result>;
}

async function runPaymeMethod(
  { db, fiscal, performFlight }: Runtime,
  method: string,
  params: Params,
  now: Date,
): Promise<Result> {
  const nowMs = now.getTime();
  switch (method) {
    case 'CheckPerformTransaction':
      return checkPerform(db, fiscal, params);
    case 'CreateTransaction':
      return createTransaction(db, params, nowMs);
    case 'PerformTransaction':
      return performTransaction(db, params, nowMs, performFlight);
    case 'CancelTransaction':
      return cancelTransaction(db, params, nowMs);
    case 'CheckTransaction':
      return check(db, params);
    case 'GetStatement':
      return statement(db, params);
    case 'SetFiscalData':
      return setFiscalData(db, params, now);
    default:
      // ChangePassword is legacy (§1.3): the key is rotated in our configuration, not over the wire.
      throw paymeError('methodNotFound', method);
  }
}
