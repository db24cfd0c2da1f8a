import { type BankLineHandled, tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuditedOutcome, StaffActor } from '../../../plugins/staff-audit.js';
import { lockUserStanding } from '../../account/user-directory.service.js';
import { creditBankTransfer } from '../bank-invoices.service.js';
import {
  lockStatementLine,
  type StatementLineRow,
  setLineHandled,
} from './bank-statements-staff.repository.js';

// An unmatched line of a confirmed statement (no reference, an unknown one, another payer's STIR) waits for
// billing staff: they credit it to the customer who paid, or mark it as no payment to us (the bank sends it
// back). Either is final: the line leaves the queue. A wrong assignment is put right as any wrong credit is, by
// an audited adjustment (docs/architecture/console.md).

/** The line, locked, still unmatched on a confirmed statement; a handled one is BANK_LINE_HANDLED (409). */
async function unmatchedLine(tx: Queryable, lineId: number): Promise<StatementLineRow> {
  const row = await lockStatementLine(tx, lineId);
  // A preview's lines are settled by its confirmation, not by hand.
  if (!row || row.confirmedAt === null) throw new AppError('NOT_FOUND');
  if (row.line.status !== 'unmatched') throw new AppError('BANK_LINE_HANDLED');
  return row.line;
}

const lineFacts = (line: StatementLineRow) => ({
  line_id: line.id,
  statement_id: line.statementId,
  line_no: line.lineNo,
  amount: tiyinToSom(line.amountTiyin),
  paid_on: line.paidOn,
  payer_name: line.payerName,
  payer_stir: line.payerStir,
});

/**
 * Credits the line's amount to the customer through the same step an invoice's payment takes, in one
 * transaction with the line's new state: the line is locked first, so of two staff assigning it at once one
 * credits and the other is refused.
 */
export async function assignBankLine(
  tx: Queryable,
  actor: StaffActor,
  { lineId, customerId }: { lineId: number; customerId: number },
): Promise<AuditedOutcome<BankLineHandled>> {
  const line = await unmatchedLine(tx, lineId);
  // The customer's row stays locked to the commit: a deletion waits for the credit (and then finds money on
  // the balance) or went first and is seen here.
  const customer = await lockUserStanding(tx, customerId);
  if (!customer) throw new AppError('NOT_FOUND');
  if (customer.deleted) throw new AppError('BANK_LINE_CUSTOMER_DELETED');
  const credited = await creditBankTransfer(tx, {
    userId: customerId,
    amountTiyin: line.amountTiyin,
    reference: { type: 'bank_statement_line', id: line.id },
    note: `${line.payerName}, ${line.paidOn}`,
    at: actor.at,
  });
  await setLineHandled(tx, line.id, {
    status: 'assigned',
    assignedUserId: customerId,
    ledgerEntryId: credited.ledgerEntryId,
    handledBy: actor.staffId,
    handledAt: actor.at,
    handledReason: null,
  });
  return {
    result: { line_id: line.id, customer_id: customerId, status: 'assigned' },
    customerId,
    before: { status: 'unmatched', balance: tiyinToSom(credited.balanceBeforeTiyin) },
    after: { status: 'assigned', ...lineFacts(line), balance: tiyinToSom(credited.balanceTiyin) },
  };
}

/** No money moves: the line leaves the queue with the reason staff gave. */
export async function markBankLineNotOurs(
  tx: Queryable,
  actor: StaffActor,
  { lineId, reason }: { lineId: number; reason: string },
): Promise<AuditedOutcome<BankLineHandled>> {
  const line = await unmatchedLine(tx, lineId);
  await setLineHandled(tx, line.id, {
    status: 'not_ours',
    assignedUserId: null,
    ledgerEntryId: null,
    handledBy: actor.staffId,
    handledAt: actor.at,
    handledReason: reason,
  });
  return {
    result: { line_id: line.id, status: 'not_ours', customer_id: null },
    before: { status: 'unmatched' },
    after: { status: 'not_ours', ...lineFacts(line), reason },
  };
}
