import type { Database } from '../db/database.js';
import { checkLedger, type LedgerCheckResult } from '../modules/balance/balance.service.js';
import { runAsScript } from './script.js';

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

export async function runLedgerCheck(db: Database, write: (line: string) => void): Promise<number> {
  return reportLedgerCheck(await checkLedger(db), write);
}

runAsScript(import.meta.url, (db, _config, write) => runLedgerCheck(db, write));
