import type { Database } from '../db/database.js';
import { checkLedger, type LedgerCheckResult } from '../modules/balance/balance.service.js';
import { listClickAttemptsNeedingReview } from '../modules/payments/click.repository.js';
import { listRewardsNeedingReview } from '../modules/referrals/referrals.repository.js';
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

const when = (at: Date | null) => at?.toISOString() ?? 'unknown time';

/**
 * Money the balance rules could not take back, because the customer had spent it: a Click cancel of a
 * confirmed top-up, and the referral bonus of a reversed top-up. Answers how many there are.
 */
export async function reportReviewItems(db: Database, write: (line: string) => void): Promise<number> {
  const [clicks, rewards] = await Promise.all([
    listClickAttemptsNeedingReview(db),
    listRewardsNeedingReview(db),
  ]);
  for (const item of clicks) {
    write(
      `needs review: Click payment ${item.attemptId} of invoice ${item.invoiceId} (user ${item.userId}, ${item.amountTiyin} tiyin) was cancelled by Click at ${when(item.cancelledAt)} after the balance was spent`,
    );
  }
  for (const item of rewards) {
    write(
      `needs review: referral bonus ${item.rewardId} of invoice ${item.invoiceId} (user ${item.referrerId}, ${item.amountTiyin} tiyin) stays credited though its top-up was reversed at ${when(item.reversedAt)}`,
    );
  }
  return clicks.length + rewards.length;
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
