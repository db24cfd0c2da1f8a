import { randomInt } from 'node:crypto';
import { type BankInvoice, LANGUAGES, tiyinToSom } from '@portal/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { changeBalance, type LedgerReference } from '../balance/balance.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  type BankInvoiceRow,
  insertBankInvoice,
  insertBankPayment,
  lockBankInvoiceByReference,
  markBankInvoicePaid,
} from './bank-invoices.repository.js';
import { insertDocument } from './documents.repository.js';
import { payerOf } from './payer.service.js';

// A company pays by bank transfer against an invoice whose reference it writes in the purpose line. Billing staff
// record the payment (by hand or from the bank's statement); it is credited once per invoice, matched by the
// reference and the company's STIR.

// No 0/O or 1/I: a reference is typed into a bank's form by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `BT-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** The reference a purpose line carries ("… BT-7K2M9QX4 …", also without the dash or in lower case), or null. */
export function referenceIn(purpose: string): string | null {
  const match = /\bBT-?([A-HJ-NP-Z2-9]{8})\b/i.exec(purpose);
  return match?.[1] ? `BT-${match[1].toUpperCase()}` : null;
}

/** A company's invoice for `amountTiyin`, with its PDF among the customer's documents. */
export async function createBankInvoice(
  db: Database,
  input: { userId: number; amountTiyin: number; at: Date },
): Promise<BankInvoice> {
  return db.transaction(async (tx) => {
    const payer = await payerOf(tx, input.userId);
    if (payer.kind !== 'company') throw new AppError('PAYER_NOT_COMPANY');
    const user = await findUserBrief(tx, input.userId);
    const invoice = await insertBankInvoice(tx, {
      userId: input.userId,
      reference: newReference(),
      amountTiyin: input.amountTiyin,
      payerStir: payer.stir,
      createdAt: input.at,
    });
    const document = await insertDocument(tx, {
      userId: input.userId,
      kind: 'bank_invoice',
      sourceKey: `bank_invoice:${invoice.id}`,
      number: invoice.reference,
      language: LANGUAGES.find((language) => language === user?.language) ?? 'uz',
      issuedAt: input.at,
      period: null,
      amountTiyin: input.amountTiyin,
      ledgerEntryId: null,
      createdAt: input.at,
    });
    return {
      id: invoice.id,
      reference: invoice.reference,
      amount: tiyinToSom(invoice.amountTiyin),
      status: invoice.status,
      created_at: invoice.createdAt.toISOString(),
      document_id: document.id,
    };
  });
}

export interface ReceivedBankPayment {
  reference: string | null;
  amountTiyin: number;
  payerStir: string;
  paidOn: string;
  purpose: string;
  staffId: number;
  statementLineId: number | null;
  at: Date;
}

export type BankPaymentOutcome =
  | { status: 'credited'; invoice: BankInvoiceRow; paymentId: number }
  | { status: 'already_credited'; invoice: BankInvoiceRow }
  | { status: 'unmatched' };

/** Does the payment match an invoice (reference and the company's STIR)? Reads only: for the preview. */
export function matchOf(invoice: BankInvoiceRow | undefined, payerStir: string) {
  if (!invoice || invoice.payerStir !== payerStir) return 'unmatched' as const;
  return invoice.status === 'paid' ? ('already_credited' as const) : ('matched' as const);
}

/**
 * Credits a received payment in the caller's transaction, once: the invoice row is locked first, so of two
 * confirmations racing for it the second finds it paid (and the unique payment per invoice backs that up).
 * The ledger says "bank transfer" with the invoice's number; the customer is told like for a top-up.
 */
export async function creditBankPayment(
  tx: Queryable,
  payment: ReceivedBankPayment,
): Promise<BankPaymentOutcome> {
  if (!payment.reference) return { status: 'unmatched' };
  const invoice = await lockBankInvoiceByReference(tx, payment.reference);
  const match = matchOf(invoice, payment.payerStir);
  if (!invoice || match === 'unmatched') return { status: 'unmatched' };
  if (match === 'already_credited') return { status: 'already_credited', invoice };
  const changed = await creditBankTransfer(tx, {
    userId: invoice.userId,
    amountTiyin: payment.amountTiyin,
    reference: { type: 'bank_invoice', id: invoice.id },
    note: `№ ${invoice.reference}`,
    at: payment.at,
  });
  const row = await insertBankPayment(tx, {
    bankInvoiceId: invoice.id,
    amountTiyin: payment.amountTiyin,
    payerStir: payment.payerStir,
    paidOn: payment.paidOn,
    purpose: payment.purpose,
    statementLineId: payment.statementLineId,
    staffId: payment.staffId,
    ledgerEntryId: changed.ledgerEntryId,
    createdAt: payment.at,
  });
  await markBankInvoicePaid(tx, invoice.id, payment.at);
  return { status: 'credited', invoice, paymentId: row.id };
}

/**
 * The one way a bank transfer reaches a balance, whether an invoice matched it or staff assigned its statement
 * line by hand: the ledger says "bank transfer" with what it was for, and the customer is told as for a top-up.
 */
export async function creditBankTransfer(
  tx: Queryable,
  credit: { userId: number; amountTiyin: number; reference: LedgerReference; note: string; at: Date },
) {
  const changed = await changeBalance(tx, { ...credit, reason: 'bank_transfer' });
  await notify(tx, {
    userId: credit.userId,
    kind: 'top_up_credited',
    params: { amount: tiyinToSom(credit.amountTiyin) },
    at: credit.at,
  });
  return changed;
}
