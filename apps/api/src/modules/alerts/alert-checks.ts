import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Registrar } from '../../integrations/registrar/registrar.js';
import { checkLedger } from '../balance/balance.service.js';
import { lapsedCertificateCount } from '../hosting/site-certificates.service.js';
import { openReconciliationItems } from '../payments/reconciliation.service.js';
import { overdueTicketCount } from '../support/support-overdue.service.js';
import { type AlertDeps, raiseAlert } from './alerts.service.js';

// What the recurring checks look at. Each raises its alert when the trouble is there; the hourly guard keeps a
// trouble that lasts from being told again at every run.

export interface AlertCheckDeps extends AlertDeps {
  registrar: Registrar | null;
  /** REGISTRAR_LOW_BALANCE_USD: the balance the console also warns below. */
  lowBalanceUsd: number;
}

interface RunContext {
  db: Database;
  now: Date;
  log: FastifyBaseLogger;
}

/** Money that does not reconcile: items waiting for a decision, other than invoices merely left unpaid. */
async function checkReconciliation(deps: AlertCheckDeps, { db, now }: RunContext): Promise<void> {
  const items = (await openReconciliationItems(db, now)).filter((item) => item.kind !== 'stale_invoice');
  if (items.length > 0)
    await raiseAlert(deps, db, { kind: 'payment_unreconciled', params: { count: items.length }, now });
}

async function checkRegistrarBalance(deps: AlertCheckDeps, { db, now, log }: RunContext): Promise<void> {
  if (!deps.registrar) return;
  let balance: number | null;
  try {
    balance = await deps.registrar.balance();
  } catch (error) {
    // An unreachable registrar is the domain jobs' trouble (they retry and fail loudly), not a balance to report.
    log.warn({ err: error }, 'alert check: the registrar balance could not be read');
    return;
  }
  if (balance !== null && balance < deps.lowBalanceUsd) {
    await raiseAlert(deps, db, {
      kind: 'registrar_balance_low',
      params: { balance: balance.toFixed(2), threshold: deps.lowBalanceUsd },
      now,
    });
  }
}

async function checkOverdueTickets(deps: AlertCheckDeps, { db, now }: RunContext): Promise<void> {
  const count = await overdueTicketCount(db, now);
  if (count > 0) await raiseAlert(deps, db, { kind: 'ticket_overdue', params: { count }, now });
}

/** Free certificates past their last day: the panel renews them, so these failed to renew. */
async function checkLapsedCertificates(deps: AlertCheckDeps, { db, now }: RunContext): Promise<void> {
  const count = await lapsedCertificateCount(db, now);
  if (count > 0) await raiseAlert(deps, db, { kind: 'certificate_lapsed', params: { count }, now });
}

/** One run of the checks; one failing does not keep the others from running. */
export async function runAlertChecks(deps: AlertCheckDeps, context: RunContext): Promise<void> {
  const failures: unknown[] = [];
  for (const check of [
    checkReconciliation,
    checkRegistrarBalance,
    checkOverdueTickets,
    checkLapsedCertificates,
  ]) {
    await check(deps, context).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw failures[0];
}

/** The nightly ledger check: every balance must equal the sum of its ledger (the same check as `check:ledger`). */
export async function runLedgerCheckAlert(deps: AlertDeps, { db, now, log }: RunContext): Promise<void> {
  const result = await checkLedger(db);
  if (result.ok) {
    log.info({ accounts: result.accountsChecked }, 'ledger check passed');
    return;
  }
  log.error(
    { accounts: result.accountsChecked, mismatches: result.mismatches.length },
    'ledger check failed',
  );
  await raiseAlert(deps, db, {
    kind: 'ledger_check_failed',
    params: { accounts: result.accountsChecked, mismatches: result.mismatches.length },
    now,
  });
}
