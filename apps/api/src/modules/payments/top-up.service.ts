import type { Queryable } from '../../db/database.js';
import { changeBalance, tryChangeBalance } from '../balance/balance.service.js';
import { type InvoiceRow, updateInvoice } from './invoice.repository.js';
import { afterTopUpCredited, afterTopUpReversed } from './top-up-events.js';

// The money side of a top-up, shared by every provider: run inside the callback's transaction, after the
// provider's own rows are locked, so a repeated delivery finds the work done and credits nothing twice.

export interface TopUpCredit {
  invoice: InvoiceRow;
  amountTiyin: number;
  /** The provider's id of the payment, kept on the invoice. */
  providerTransactionId: string;
  at: Date;
}

/** Credits a performed top-up: ledger entry and balance, referral bonus and notification, invoice paid. */
export async function creditTopUp(tx: Queryable, credit: TopUpCredit): Promise<void> {
  const { invoice, amountTiyin, at } = credit;
  await changeBalance(tx, {
    userId: invoice.userId,
    amountTiyin,
    reason: 'top_up',
    reference: { type: 'invoice', id: invoice.id },
    at,
  });
  await afterTopUpCredited(tx, { userId: invoice.userId, invoiceId: invoice.id, amountTiyin, at });
  await updateInvoice(tx, invoice.id, {
    status: 'paid',
    paidAt: at,
    providerTransactionId: credit.providerTransactionId,
  });
}

/**
 * Takes a credited top-up back when the provider reverses it: only while the balance still holds it (the
 * balance never goes below zero). Answers false, changing nothing, when the customer has spent it.
 */
export async function reverseTopUp(
  tx: Queryable,
  reversal: { invoice: InvoiceRow; amountTiyin: number; at: Date },
): Promise<boolean> {
  const { invoice, amountTiyin, at } = reversal;
  const reversed = await tryChangeBalance(tx, {
    userId: invoice.userId,
    amountTiyin: -amountTiyin,
    reason: 'top_up_reversal',
    reference: { type: 'invoice', id: invoice.id },
    at,
  });
  if (!reversed) return false;
  await afterTopUpReversed(tx, { userId: invoice.userId, invoiceId: invoice.id, amountTiyin, at });
  await updateInvoice(tx, invoice.id, { status: 'refunded', cancelledAt: at });
  return true;
}
