import {
  type BankLineStatus,
  type BankPayment,
  type BankStatement,
  type BankStatementLine,
  tiyinToSom,
} from '@portal/contracts';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuditedEntry } from '../../../plugins/staff-audit.js';
import { auditedChange } from '../../staff/audit.service.js';
import { findBankInvoicesByReference } from '../bank-invoices.repository.js';
import { creditBankPayment, matchOf, referenceIn } from '../bank-invoices.service.js';
import type { StaffActor } from '../seller.service.js';
import { parseStatementCsv } from './bank-statement-csv-staff.js';
import {
  confirmStatementRow,
  findStatement,
  insertStatement,
  insertStatementLines,
  listStatementLines,
  listUnmatchedLines,
  lockStatement,
  type StatementLineRow,
  type StatementRow,
  setLineOutcome,
} from './bank-statements-staff.repository.js';

// Billing staff record bank payments: one by hand, or a statement's lines at once (a preview that moves no
// money, then one confirmation). Each payment is credited once per invoice, however often the statement comes.
// Every step is audited.

export async function recordBankPayment(
  db: Database,
  actor: StaffActor,
  input: { reference: string; amountTiyin: number; payerStir: string; paidOn: string; purpose: string },
): Promise<BankPayment> {
  return auditedChange(db, { ...actor, action: 'bank_payment.record' }, async (tx) => {
    const reference = referenceIn(input.reference);
    const outcome = await creditBankPayment(tx, {
      reference,
      amountTiyin: input.amountTiyin,
      payerStir: input.payerStir,
      paidOn: input.paidOn,
      purpose: input.purpose,
      staffId: actor.staffId,
      statementLineId: null,
      at: actor.at,
    });
    if (outcome.status === 'unmatched') {
      throw new AppError('VALIDATION_FAILED', { fields: { reference: ['invalid'] } });
    }
    if (outcome.status === 'already_credited') throw new AppError('BANK_INVOICE_ALREADY_PAID');
    const payment = {
      id: outcome.paymentId,
      reference: outcome.invoice.reference,
      customer_id: outcome.invoice.userId,
      amount: tiyinToSom(input.amountTiyin),
      paid_on: input.paidOn,
    };
    return {
      result: payment,
      customerId: outcome.invoice.userId,
      after: { ...payment, payer_stir: input.payerStir, purpose: input.purpose },
    };
  });
}

const lineOf = (row: StatementLineRow, customerId: number | null): BankStatementLine => ({
  id: row.id,
  line_no: row.lineNo,
  paid_on: row.paidOn,
  amount: tiyinToSom(row.amountTiyin),
  payer_name: row.payerName,
  payer_stir: row.payerStir,
  purpose: row.purpose,
  reference: row.reference,
  customer_id: customerId,
  status: row.status as BankLineStatus,
});

async function statementOf(db: Database, statement: StatementRow): Promise<BankStatement> {
  const lines = await listStatementLines(db, statement.id);
  const invoices = await findBankInvoicesByReference(
    db,
    lines.flatMap((line) => line.reference ?? []),
  );
  const owners = new Map(invoices.map((invoice) => [invoice.id, invoice.userId]));
  const byReference = new Map(invoices.map((invoice) => [invoice.reference, invoice]));
  return {
    id: statement.id,
    file_name: statement.fileName,
    uploaded_at: statement.uploadedAt.toISOString(),
    confirmed_at: statement.confirmedAt?.toISOString() ?? null,
    lines: lines.map((line) => {
      const invoice = line.bankInvoiceId !== null ? null : byReference.get(line.reference ?? '');
      const owner =
        line.assignedUserId ??
        (line.bankInvoiceId !== null ? owners.get(line.bankInvoiceId) : invoice?.userId);
      return lineOf(line, line.status === 'unmatched' ? null : (owner ?? null));
    }),
  };
}

/** Reads the statement and shows what confirming it would do; nothing is credited yet. */
export async function previewStatement(
  db: Database,
  actor: StaffActor,
  upload: { fileName: string; csv: string },
): Promise<BankStatement> {
  const parsed = parseStatementCsv(upload.csv);
  const statement = await auditedChange(db, { ...actor, action: 'bank_statement.upload' }, async (tx) => {
    const withReferences = parsed.map((line) => ({ ...line, reference: referenceIn(line.purpose) }));
    const invoices = await findBankInvoicesByReference(
      tx,
      withReferences.flatMap((line) => line.reference ?? []),
    );
    const byReference = new Map(invoices.map((invoice) => [invoice.reference, invoice]));
    const row = await insertStatement(tx, {
      fileName: upload.fileName,
      uploadedBy: actor.staffId,
      uploadedAt: actor.at,
    });
    await insertStatementLines(
      tx,
      withReferences.map((line) => {
        const invoice = line.reference ? byReference.get(line.reference) : undefined;
        const status = matchOf(invoice, line.payerStir);
        return {
          statementId: row.id,
          lineNo: line.lineNo,
          paidOn: line.paidOn,
          amountTiyin: line.amountTiyin,
          payerName: line.payerName,
          payerStir: line.payerStir,
          purpose: line.purpose,
          reference: line.reference,
          bankInvoiceId: status === 'unmatched' ? null : (invoice?.id ?? null),
          status,
        };
      }),
    );
    return { result: row, after: { statement_id: row.id, file_name: upload.fileName, lines: parsed.length } };
  });
  return statementOf(db, statement);
}

/**
 * Credits the statement's matched lines, each once: the statement row is locked so a second confirmation waits
 * and then finds it confirmed (409); a line whose invoice another statement paid meanwhile is already_credited.
 */
export async function confirmStatement(db: Database, actor: StaffActor, id: number): Promise<BankStatement> {
  await auditedChange(db, { ...actor, action: 'bank_statement.confirm' }, async (tx) => {
    const statement = await lockStatement(tx, id);
    if (!statement) throw new AppError('NOT_FOUND');
    if (statement.confirmedAt) throw new AppError('CONFLICT');
    const lines = await listStatementLines(tx, id);
    const outcomes: Record<string, number> = { credited: 0, already_credited: 0, unmatched: 0 };
    const payments: AuditedEntry[] = [];
    for (const line of lines) {
      const outcome = await creditBankPayment(tx, {
        reference: line.reference,
        amountTiyin: line.amountTiyin,
        payerStir: line.payerStir,
        paidOn: line.paidOn,
        purpose: line.purpose,
        staffId: actor.staffId,
        statementLineId: line.id,
        at: actor.at,
      });
      outcomes[outcome.status] = (outcomes[outcome.status] ?? 0) + 1;
      await setLineOutcome(
        tx,
        line.id,
        outcome.status,
        outcome.status === 'unmatched' ? null : outcome.invoice.id,
      );
      if (outcome.status === 'credited') {
        payments.push({
          action: 'bank_payment.record',
          customerId: outcome.invoice.userId,
          after: {
            reference: outcome.invoice.reference,
            amount: tiyinToSom(line.amountTiyin),
            paid_on: line.paidOn,
            statement_id: id,
            line_no: line.lineNo,
          },
        });
      }
    }
    await confirmStatementRow(tx, id, actor.staffId, actor.at);
    // Each credited payment has its own row, as one recorded by hand has.
    return { result: null, also: payments, after: { statement_id: id, ...outcomes } };
  });
  const confirmed = await findStatement(db, id);
  if (!confirmed) throw new AppError('NOT_FOUND');
  return statementOf(db, confirmed);
}

export async function unmatchedLines(db: Database): Promise<BankStatementLine[]> {
  const rows = await listUnmatchedLines(db);
  return rows.map(({ line }) => lineOf(line, null));
}
