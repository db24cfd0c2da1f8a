import type { Database } from '../db/database.js';
import { checkLedger, type LedgerCheckResult } from '../modules/balance/balance.service.js';
import { openReconciliationItems } from '../modules/payments/reconciliation.service.js';
import { runAsReadOnlyScript } from './script.js';

export { checkLedger };

/** Prints the result of the ledger check and answers the process exit code: 0 when every account agrees. */
export function reportLedgerCheck(result: LedgerCheckResult, write: (line: string) => void): number {
  if (result.ok) {
    write(
      `ledger check passed: ${result.accountsChecked} accounts, every balance equals the sum of its ledger`,
    );
    return 0;
  }
  for (const mismatch of result.mismatches) {
    write(
      `user ${mismatch.userId}: balance ${mismatch.balanceTiyin} tiyin, ledger sum ${mismatch.ledgerTiyin} tiyin`,
    );
  }
  write(`ledger check FAILED: ${result.mismatches.length} of ${result.accountsChecked} accounts disagree`);
  return 1;
}

const when = (at: string | null) => at ?? 'unknown time';
const tiyin = (som: number | null) => Math.round((som ?? 0) * 100);

/**
 * What an operator has to settle (the console's reconciliation list, the same items): money the balance rules
 * could not take back because the customer had spent it, bonuses kept for review, callbacks refused for a wrong
 * amount, invoices left pending, top-ups without a fiscal receipt. Answers how many there are.
 */
export async function reportReviewItems(
  db: Database,
  write: (line: string) => void,
  now = new Date(),
): Promise<number> {
  const items = await openReconciliationItems(db, now);
  for (const item of items) {
    const who = `user ${item.customer_id ?? 'unknown'}, ${tiyin(item.amount)} tiyin`;
    const lines: Record<typeof item.kind, string> = {
      click_cancel: `Click payment ${item.id} of invoice ${item.invoice_id} (${who}) was cancelled by Click at ${when(item.at)} after the balance was spent`,
      referral_reversal: `referral bonus ${item.id} of invoice ${item.invoice_id} (${who}) stays credited though its top-up was reversed at ${when(item.at)}`,
      referral_held: `referral bonus ${item.id} of invoice ${item.invoice_id} (${who}) is held: the two accounts look like one person`,
      amount_mismatch: `callback ${item.id} for invoice ${item.invoice_id ?? 'unknown'} was refused for a wrong amount at ${when(item.at)}`,
      stale_invoice: `invoice ${item.id} (${who}) is still pending since ${when(item.at)}`,
      missing_receipt: `invoice ${item.id} (${who}) paid at ${when(item.at)} has no accepted fiscal receipt${item.detail ? `: ${item.detail}` : ''}`,
      card_charge_unsettled: `saved-card charge ${item.id} of invoice ${item.invoice_id} (${who}) has had no answer from Payme since ${when(item.at)}`,
    };
    write(`needs review: ${lines[item.kind]}`);
  }
  return items.length;
}

/** Exit code 0 when all is well, 1 when a balance disagrees with its ledger, 3 when only review items remain. */
export async function runLedgerCheck(db: Database, write: (line: string) => void): Promise<number> {
  const ledger = reportLedgerCheck(await checkLedger(db), write);
  const review = await reportReviewItems(db, write);
  if (ledger !== 0) return ledger;
  return review > 0 ? 3 : 0;
}

// Reads only: DATABASE_URL is all it needs, and it never migrates the database it checks.
runAsReadOnlyScript(import.meta.url, runLedgerCheck);
