import { tiyinToSom } from '@portal/contracts';
import type { FiscalSettings } from '../../config/payments-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { uniqueViolationOf } from '../../db/unique-violation.js';
import { PAYME_ACCOUNT_FIELD } from '../../integrations/payment-gateway/payme.js';
import {
  type CardRefusal,
  type CardVault,
  RECEIPT_CANCELLED,
  RECEIPT_PAID,
  RECEIPT_REFUNDING,
} from '../../integrations/payment-gateway/payme-subscribe.js';
import { notify } from '../notifications/notifications.service.js';
import { parseAutopaySubject } from './autopay-subject.js';
import { paymeReceiptDetail, topUpFiscalItems } from './fiscal-items.js';
import { saveFiscalReceipt } from './fiscal-receipts.repository.js';
import { insertInvoice, lockInvoice, updateInvoice } from './invoice.repository.js';
import {
  type CardChargeRow,
  cardMaskOf,
  findCharge,
  insertCharge,
  listUnsettledCharges,
  lockCharge,
  type SavedCardRow,
  updateCharge,
} from './saved-cards.repository.js';
import { creditTopUp } from './top-up.service.js';

// One charge of a saved card (docs/decisions/0023-saved-cards-payme.md). The order of the steps is what makes it
// happen once:
//   1. the charge row (state `paying`) and its invoice are committed BEFORE Payme is asked anything;
//   2. receipts.create, its id recorded; 3. receipts.pay;
//   4. the answer settles the row: paid credits the invoice (creditTopUp, once, under the invoice's lock),
//      a refusal fails it. No answer leaves it `paying`: settleCharge later asks receipts.check, never pays again.
// Only the receipt's own answer credits: Payme's Merchant API callbacks refuse a card charge's invoice.

export interface ChargeDeps {
  vault: CardVault;
  fiscal: FiscalSettings;
}

export interface ChargeStart {
  userId: number;
  card: SavedCardRow;
  amountTiyin: number;
  purpose: 'top_up' | 'autopay';
  /** Auto-pay: what renews and which period; one live or paid charge per pair (a unique index). */
  subject?: string;
  period?: string;
  now: Date;
}

export type ChargeOutcome =
  | { state: 'paid'; charge: CardChargeRow }
  | { state: 'paying'; charge: CardChargeRow }
  | { state: 'failed'; charge: CardChargeRow; refusal: CardRefusal };

/** Step 1, inside the caller's transaction: the invoice and the charge. */
export async function insertChargeWithInvoice(tx: Queryable, start: ChargeStart): Promise<CardChargeRow> {
  const invoice = await insertInvoice(tx, {
    userId: start.userId,
    merchant: 'payme',
    amountTiyin: start.amountTiyin,
    createdAt: start.now,
  });
  return insertCharge(tx, {
    userId: start.userId,
    cardId: start.card.id,
    invoiceId: invoice.id,
    purpose: start.purpose,
    subject: start.subject ?? null,
    period: start.period ?? null,
    amountTiyin: start.amountTiyin,
    state: 'paying',
    createdAt: start.now,
  });
}

/** Step 1 committed. Null when this subject and period already has a live or paid charge (another process). */
export async function openCharge<T extends CardChargeRow | null>(
  db: Database,
  open: (tx: Queryable) => Promise<T>,
): Promise<T | null> {
  try {
    return await db.transaction(open);
  } catch (error) {
    if (uniqueViolationOf(error) === 'card_charges_one_per_period') return null;
    throw error;
  }
}

/** Steps 2 to 4 for an open charge. */
export async function runCharge(
  db: Database,
  deps: ChargeDeps,
  input: { charge: CardChargeRow; card: SavedCardRow; now: () => Date },
): Promise<ChargeOutcome> {
  const { charge, card } = input;
  const created = await deps.vault.createReceipt({
    amountTiyin: charge.amountTiyin,
    account: { [PAYME_ACCOUNT_FIELD]: String(charge.invoiceId) },
    description: `Top-up ${charge.invoiceId}`,
    detail: paymeReceiptDetail(topUpFiscalItems(deps.fiscal, charge.amountTiyin)),
  });
  if (created.kind !== 'done') {
    // Nothing was paid: no receipt was asked to pay. A lost create answer leaves at most an unpaid receipt.
    const refusal =
      created.kind === 'refused' ? created.refusal : { code: 0, final: false, message: created.reason };
    return failCharge(db, { charge, refusal, at: input.now() });
  }
  const receiptId = created.value.receiptId;
  await db.transaction((tx) => updateCharge(tx, charge.id, { receiptId }));
  const paid = await deps.vault.payReceipt(receiptId, card.token);
  if (paid.kind === 'done' && paid.value.state === RECEIPT_PAID) {
    return settlePaid(db, { chargeId: charge.id, at: input.now() });
  }
  if (paid.kind === 'refused') return failCharge(db, { charge, refusal: paid.refusal, at: input.now() });
  // No answer, or a receipt still in progress: only receipts.check may tell now.
  return { state: 'paying', charge: { ...charge, receiptId } };
}

/** Credits a paid charge once: the invoice is locked first (as every callback does), then the charge. */
export async function settlePaid(
  db: Database,
  input: { chargeId: number; at: Date },
): Promise<ChargeOutcome> {
  return db.transaction(async (tx) => {
    const found = await findCharge(tx, input.chargeId);
    if (!found) throw new Error('the charge vanished');
    const invoice = await lockInvoice(tx, found.invoiceId);
    const charge = (await lockCharge(tx, input.chargeId)) ?? found;
    if (charge.state === 'paid') return { state: 'paid' as const, charge };
    if (charge.state === 'failed') {
      const refusal = {
        code: charge.failureCode ?? 0,
        final: charge.final,
        message: charge.failureMessage ?? '',
      };
      return { state: 'failed' as const, charge, refusal };
    }
    if (invoice && invoice.status !== 'paid') {
      await creditTopUp(tx, {
        invoice,
        amountTiyin: charge.amountTiyin,
        providerTransactionId: charge.receiptId ?? '',
        at: input.at,
      });
    }
    await updateCharge(tx, charge.id, { state: 'paid', settledAt: input.at });
    await recordReceiptFiscalized(tx, charge, input.at);
    if (charge.purpose === 'autopay') await tellAutopay(tx, charge, 'charged', input.at);
    return { state: 'paid' as const, charge: { ...charge, state: 'paid' as const } };
  });
}

/**
 * A card charge's sale receipt is Payme's receipt itself, fiscalized by Payme from the `detail` runCharge sent
 * (every top-up's items); no SetFiscalData follows it. Recording it keeps the paid top-up off the reconciliation's
 * "missing fiscal receipt" list, as a Payme top-up's SetFiscalData does. Runs once: only a `paying` charge gets here.
 */
async function recordReceiptFiscalized(tx: Queryable, charge: CardChargeRow, at: Date) {
  await saveFiscalReceipt(
    tx,
    { invoiceId: charge.invoiceId, provider: 'payme', type: 'PERFORM' },
    {
      status: 'accepted',
      statusCode: 0,
      message: `Payme receipt ${charge.receiptId ?? ''}: fiscalized by Payme from its detail`.slice(0, 200),
      receiptId: null,
      terminalId: null,
      fiscalSign: null,
      qrCodeUrl: null,
      fiscalDate: null,
    },
    at,
  );
}

async function failCharge(
  db: Database,
  input: { charge: CardChargeRow; refusal: CardRefusal; at: Date },
): Promise<ChargeOutcome> {
  const { refusal, at } = input;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, input.charge.invoiceId);
    const charge = await lockCharge(tx, input.charge.id);
    if (charge?.state === 'paid') return { state: 'paid' as const, charge };
    if (charge?.state !== 'paying') {
      return { state: 'failed' as const, charge: charge ?? input.charge, refusal };
    }
    if (invoice?.status === 'pending')
      await updateInvoice(tx, invoice.id, { status: 'cancelled', cancelledAt: at });
    await updateCharge(tx, charge.id, {
      state: 'failed',
      failureCode: refusal.code,
      failureMessage: refusal.message.slice(0, 200),
      final: refusal.final,
      settledAt: at,
    });
    if (charge.purpose === 'autopay') await tellAutopay(tx, charge, 'charge_failed', at, refusal.message);
    return { state: 'failed' as const, charge: { ...charge, state: 'failed' as const }, refusal };
  });
}

async function tellAutopay(
  tx: Queryable,
  charge: CardChargeRow,
  event: 'charged' | 'charge_failed',
  at: Date,
  reason?: string,
) {
  const card = await cardMaskOf(tx, charge.cardId);
  await notify(tx, {
    userId: charge.userId,
    kind: 'card_autopay',
    params: {
      autopay: event,
      amount: tiyinToSom(charge.amountTiyin),
      card,
      ...(reason ? { reason } : {}),
      ...subjectParams(charge.subject),
    },
    at,
  });
}

/** The order a renewal's notice links to; a domain's notice names none (its texts need no name). */
function subjectParams(subject: string | null): { order_id?: number } {
  const parsed = parseAutopaySubject(subject);
  return parsed?.kind === 'order' ? { order_id: parsed.id } : {};
}

/**
 * Settles a charge left `paying` by asking Payme about its receipt. A receipt still unpaid is cancelled first,
 * so it can never be paid later; a receipt that turns out paid is credited. Never pays.
 */
export async function settleCharge(
  db: Database,
  deps: ChargeDeps,
  input: { charge: CardChargeRow; now: () => Date },
): Promise<ChargeOutcome> {
  const { charge } = input;
  const unknown = { state: 'paying' as const, charge };
  if (!charge.receiptId) {
    return failCharge(db, {
      charge,
      refusal: { code: 0, final: false, message: 'no receipt was created' },
      at: input.now(),
    });
  }
  const checked = await deps.vault.checkReceipt(charge.receiptId);
  if (checked.kind !== 'done') return unknown;
  if (checked.value.state === RECEIPT_PAID) return settlePaid(db, { chargeId: charge.id, at: input.now() });
  if (checked.value.state === RECEIPT_CANCELLED || checked.value.state === RECEIPT_REFUNDING) {
    return failCharge(db, {
      charge,
      refusal: { code: 0, final: false, message: 'receipt cancelled' },
      at: input.now(),
    });
  }
  if (checked.value.state !== 0) return unknown;
  const cancelled = await deps.vault.cancelReceipt(charge.receiptId);
  if (cancelled.kind !== 'done') return unknown;
  if (cancelled.value.state === RECEIPT_CANCELLED) {
    return failCharge(db, {
      charge,
      refusal: { code: 0, final: false, message: 'not paid' },
      at: input.now(),
    });
  }
  // Paid meanwhile: the cancel queued its refund (21), so nothing is kept; the next run sees it and fails it.
  return unknown;
}

/** Charges left `paying` longer than a call may last: their process stopped mid-way. */
export async function settleStaleCharges(
  db: Database,
  deps: ChargeDeps & { callTimeoutMs: number },
  now: () => Date,
): Promise<number> {
  const cutoff = new Date(now().getTime() - deps.callTimeoutMs * 3);
  let settled = 0;
  for (const charge of await listUnsettledCharges(db, cutoff)) {
    if ((await settleCharge(db, deps, { charge, now })).state !== 'paying') settled += 1;
  }
  return settled;
}
