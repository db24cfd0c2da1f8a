import type { Database, Queryable } from '../../db/database.js';
import {
  type ClickSettings,
  isClickSignValid,
  parseSomToTiyin,
} from '../../integrations/payment-gateway/click.js';
import { enqueue } from '../../jobs/job-runner.js';
import {
  type ClickAttemptRow,
  insertClickAttempt,
  lockClickAttempt,
  lockClickAttemptByTransId,
  updateClickAttempt,
} from './click.repository.js';
import {
  CLICK_ACTION,
  type ClickCallback,
  clickCallbackSchema,
  isSignTimeFresh,
  parseSignTime,
} from './click-protocol.js';
import { insertPendingReceipt } from './fiscal-receipts.repository.js';
import { type InvoiceRow, lockInvoice, parseInvoiceId } from './invoice.repository.js';
import { clickFiscalReceipt } from './payments.jobs.js';
import { creditTopUp, reverseTopUp } from './top-up.service.js';

// Click SHOP API (docs/providers/click.md): checks in the order of Click's own library, -8 → -1 → -3 → -5 →
// -6 → -4 → -2 → -9 → 0. The invoice row is locked first, so repeated deliveries queue and credit once.

export const CLICK_ERROR_NOTES = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
} as const;
export type ClickErrorCode = keyof typeof CLICK_ERROR_NOTES;

export interface ClickPolicy {
  settings: ClickSettings;
  /** The answer to a cancel (error < 0) of an already confirmed payment. */
  cancelConfirmedError: -9 | -4;
}

type Fields = Record<string, string>;

interface Outcome {
  error: ClickErrorCode;
  /** merchant_prepare_id for Prepare, merchant_confirm_id for Complete. */
  attemptId: number | null;
}

const fail = (error: ClickErrorCode): Outcome => ({ error, attemptId: null });

/** Click ids are bigint: echoed as numbers only while that is exact. */
const echoId = (raw: string | undefined): number | string | null => {
  if (raw === undefined) return null;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
};

export async function handleClickCallback(
  db: Database,
  { policy, onFailure }: { policy: ClickPolicy; onFailure: (error: unknown) => void },
  { fields, now }: { fields: Fields; now: Date },
) {
  // Click expects a JSON answer even when we fail: -7 tells it our side could not record the payment.
  const outcome = await decide(db, policy, fields, now).catch((error: unknown): Outcome => {
    onFailure(error);
    return fail(-7);
  });
  return clickAnswer(fields, outcome);
}

/** An answer that refuses without looking at the call any further. */
export const clickRefusal = (fields: Fields, error: ClickErrorCode) => clickAnswer(fields, fail(error));

function clickAnswer(fields: Fields, outcome: Outcome) {
  const complete = fields.action === CLICK_ACTION.complete;
  return {
    click_trans_id: echoId(fields.click_trans_id),
    merchant_trans_id: fields.merchant_trans_id ?? null,
    [complete ? 'merchant_confirm_id' : 'merchant_prepare_id']: outcome.attemptId,
    error: outcome.error,
    error_note: CLICK_ERROR_NOTES[outcome.error],
  };
}

async function decide(db: Database, policy: ClickPolicy, raw: Fields, now: Date): Promise<Outcome> {
  const { settings } = policy;
  const parsed = clickCallbackSchema.safeParse(raw);
  if (!parsed.success) return fail(-8);
  const fields = parsed.data;
  const signed = {
    click_trans_id: fields.click_trans_id,
    service_id: fields.service_id,
    merchant_trans_id: fields.merchant_trans_id,
    merchant_prepare_id: fields.merchant_prepare_id,
    amount: fields.amount,
    action: fields.action,
    sign_time: fields.sign_time,
  };
  const signedAt = parseSignTime(fields.sign_time);
  if (!signedAt) return fail(-8);
  if (!isClickSignValid(signed, fields.sign_string, settings.secretKey)) return fail(-1);
  if (!isSignTimeFresh(signedAt, now)) return fail(-1);
  if (signed.service_id !== settings.serviceId) return fail(-8);
  if (signed.action !== CLICK_ACTION.prepare && signed.action !== CLICK_ACTION.complete) return fail(-3);
  const invoiceId = parseInvoiceId(signed.merchant_trans_id);
  if (invoiceId === null) return fail(-5);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (invoice?.merchant !== 'click_evolution') return fail(-5);
    const amountTiyin = parseSomToTiyin(signed.amount);
    const incomingError = Number(fields.error);
    if (signed.action === CLICK_ACTION.prepare) return prepare(tx, invoice, amountTiyin, fields, now);
    // Our prepare ids are serial integers: anything else names no attempt (-6), and is never sent to the database.
    const prepareId = /^\d{1,9}$/.test(signed.merchant_prepare_id ?? '')
      ? Number(signed.merchant_prepare_id)
      : null;
    const attempt = prepareId === null ? undefined : await lockClickAttempt(tx, prepareId);
    if (!attempt || attempt.invoiceId !== invoice.id || attempt.clickTransId !== signed.click_trans_id) {
      return fail(-6);
    }
    return complete(tx, policy, invoice, attempt, amountTiyin, incomingError, now);
  });
}

async function prepare(
  tx: Queryable,
  invoice: InvoiceRow,
  amountTiyin: number | null,
  fields: ClickCallback,
  now: Date,
): Promise<Outcome> {
  const clickTransId = fields.click_trans_id;
  if (invoice.status === 'paid') return fail(-4);
  if (amountTiyin !== invoice.amountTiyin) return fail(-2);
  if (invoice.status !== 'pending') return fail(-9);
  const existing = await lockClickAttemptByTransId(tx, clickTransId);
  if (existing) {
    if (existing.invoiceId !== invoice.id) return fail(-8);
    if (existing.state === 'confirmed') return fail(-4);
    if (existing.state === 'cancelled') return fail(-9);
    // Click may resend Prepare: the same attempt answers again.
    return { error: 0, attemptId: existing.id };
  }
  const attempt = await insertClickAttempt(tx, {
    clickTransId,
    clickPaydocId: fields.click_paydoc_id,
    invoiceId: invoice.id,
    state: 'prepared',
    preparedAt: now,
  });
  return { error: 0, attemptId: attempt.id };
}

async function complete(
  tx: Queryable,
  policy: ClickPolicy,
  invoice: InvoiceRow,
  attempt: ClickAttemptRow,
  amountTiyin: number | null,
  incomingError: number,
  now: Date,
): Promise<Outcome> {
  if (attempt.state === 'confirmed') {
    if (incomingError < 0 && policy.cancelConfirmedError === -9) {
      await cancelConfirmed(tx, invoice, attempt, now);
      return fail(-9);
    }
    return fail(-4);
  }
  if (invoice.status === 'paid') return fail(-4);
  if (amountTiyin !== invoice.amountTiyin) return fail(-2);
  if (attempt.state === 'cancelled' || invoice.status !== 'pending') return fail(-9);
  if (incomingError < 0) {
    // Click could not take the money: this attempt is over; the invoice may still be paid by another one.
    await updateClickAttempt(tx, attempt.id, { state: 'cancelled', cancelledAt: now });
    return fail(-9);
  }
  await creditTopUp(tx, {
    invoice,
    amountTiyin: invoice.amountTiyin,
    providerTransactionId: attempt.clickTransId,
    at: now,
  });
  await updateClickAttempt(tx, attempt.id, { state: 'confirmed', confirmedAt: now });
  // The law wants a fiscal receipt for the payment: Click makes it from the items we submit, after this answer.
  await insertPendingReceipt(
    tx,
    { invoiceId: invoice.id, provider: 'click_evolution', type: 'PERFORM' },
    now,
  );
  await enqueue(tx, clickFiscalReceipt, { invoiceId: invoice.id }, now);
  return { error: 0, attemptId: attempt.id };
}

/** Click cancelled a payment we had confirmed: take the credit back, or flag it when it is already spent. */
async function cancelConfirmed(tx: Queryable, invoice: InvoiceRow, attempt: ClickAttemptRow, now: Date) {
  const reversed = await reverseTopUp(tx, { invoice, amountTiyin: invoice.amountTiyin, at: now });
  await updateClickAttempt(tx, attempt.id, { state: 'cancelled', cancelledAt: now, needsReview: !reversed });
}
