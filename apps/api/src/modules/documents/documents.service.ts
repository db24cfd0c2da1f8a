import { LANGUAGES, type Language, type MoneyDocument, tiyinToSom } from '@portal/contracts';
import type { DocumentsConfig } from '../../config/documents-config.js';
import type { Database, Queryable } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { AppError } from '../../errors/app-error.js';
import { findUserBrief } from '../account/user-directory.service.js';
import { type LedgerRow, ledgerRowsOf } from '../balance/balance.service.js';
import { findBankInvoice } from './bank-invoices.repository.js';
import {
  bankInvoiceDocument,
  CREDIT_REASONS,
  type DocumentContext,
  entryDocument,
  entryDocumentNumber,
} from './document-content.js';
import { drawPdf } from './document-pdf.js';
import {
  type DocumentRow,
  findDocumentRow,
  findPdf,
  insertDocuments,
  listDocumentRows,
  type NewDocumentRow,
  storePdf,
} from './documents.repository.js';
import { actDocument, periodDocument } from './month-content.js';
import { payerOf } from './payer.service.js';
import { sellerOf } from './seller.service.js';

// Every money event gets its document: a receipt for money received, an invoice for each charge, a credit note
// for each refund of a charge, a statement for each month that is over, and an act of services rendered for each
// month that is over with charges or credit notes (the act charges the month's VAT). The rows are made as the
// list is read (idempotently, by source); a PDF is drawn on the first download in a language and kept.

const RECEIPT_REASONS = new Set(['top_up', 'bank_transfer']);
/** Charges for services: what invoices and acts list. */
export const CHARGE_REASONS = new Set(['order_payment', 'domain_payment']);
const TASHKENT_OFFSET_MS = 5 * 3600 * 1000;

const pad = (value: number) => String(value).padStart(6, '0');
const languageOf = (value: string | undefined): Language =>
  LANGUAGES.find((language) => language === value) ?? 'uz';

/** "2026-10" of a moment, in Tashkent (UTC+5 all year). */
const monthOf = (at: Date) => new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 7);

/** A month's first moment and its last (Tashkent). */
export function monthBounds(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1, 1) - TASHKENT_OFFSET_MS);
  const next = new Date(Date.UTC(year, month, 1) - TASHKENT_OFFSET_MS);
  return { from, to: new Date(next.getTime() - 1000) };
}

/** A day's bounds (Tashkent) for a YYYY-MM-DD period of a reconciliation act. */
export function dayBounds(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00+05:00`);
  const end = new Date(new Date(`${to}T00:00:00+05:00`).getTime() + 86_400_000 - 1000);
  return { from: start, to: end };
}

/** The services of a month: its charges and the credit notes giving part of them back. */
const isService = (entry: LedgerRow) => CHARGE_REASONS.has(entry.reason) || CREDIT_REASONS.has(entry.reason);

const entryKind = (entry: LedgerRow) =>
  RECEIPT_REASONS.has(entry.reason)
    ? 'receipt'
    : CHARGE_REASONS.has(entry.reason)
      ? 'invoice'
      : CREDIT_REASONS.has(entry.reason)
        ? 'credit_note'
        : null;

function expectedDocuments(
  userId: number,
  language: Language,
  entries: LedgerRow[],
  now: Date,
): NewDocumentRow[] {
  const rows: NewDocumentRow[] = [];
  const common = { userId, language, createdAt: now };
  const months = new Map<string, { services: number }>();
  for (const entry of entries) {
    const month = monthOf(entry.createdAt);
    const seen = months.get(month) ?? { services: 0 };
    if (isService(entry)) seen.services += 1;
    months.set(month, seen);
    const kind = entryKind(entry);
    if (!kind) continue;
    rows.push({
      ...common,
      kind,
      sourceKey: `ledger:${entry.id}`,
      number: entryDocumentNumber(kind, entry.id),
      issuedAt: entry.createdAt,
      period: null,
      amountTiyin: Math.abs(entry.amountTiyin),
      ledgerEntryId: entry.id,
    });
  }
  const current = monthOf(now);
  for (const [month, seen] of months) {
    // Only a month that is over: its statement will not change again.
    if (month >= current) continue;
    const { to } = monthBounds(month);
    const compact = month.replace('-', '');
    rows.push({
      ...common,
      kind: 'statement',
      sourceKey: `statement:${month}`,
      number: `S-${compact}-${pad(userId)}`,
      issuedAt: to,
      period: month,
      amountTiyin: null,
      ledgerEntryId: null,
    });
    if (seen.services > 0) {
      rows.push({
        ...common,
        kind: 'act',
        sourceKey: `act:${month}`,
        number: `A-${compact}-${pad(userId)}`,
        issuedAt: to,
        period: month,
        amountTiyin: null,
        ledgerEntryId: null,
      });
    }
  }
  return rows;
}

const toListed = (row: Awaited<ReturnType<typeof listDocumentRows>>[number]): MoneyDocument => ({
  id: row.id,
  kind: row.kind as MoneyDocument['kind'],
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  period: row.period,
  amount: row.amountTiyin === null ? null : tiyinToSom(row.amountTiyin),
  ledger_entry_id: row.ledgerEntryId,
});

/** The customer's documents, newest first, after making the rows of events that have none yet. */
export async function listDocuments(db: Database, userId: number, now: Date): Promise<MoneyDocument[]> {
  const [user, entries] = await readAll(db, [
    () => findUserBrief(db, userId),
    () => ledgerRowsOf(db, userId),
  ]);
  await insertDocuments(db, expectedDocuments(userId, languageOf(user?.language), entries, now));
  return (await listDocumentRows(db, userId)).map(toListed);
}

async function contextOf(
  db: Queryable,
  config: DocumentsConfig,
  userId: number,
  language: Language,
): Promise<DocumentContext> {
  const [user, payer, seller] = await readAll(db, [
    () => findUserBrief(db, userId),
    () => payerOf(db, userId),
    () => sellerOf(db, config),
  ]);
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || (user?.email ?? '');
  return { language, seller, payer, customer: { id: userId, name }, vatPercent: config.vatPercent };
}

const inPeriod = (entries: LedgerRow[], from: Date, to: Date) =>
  entries.filter((entry) => entry.createdAt >= from && entry.createdAt <= to);
const balanceBefore = (entries: LedgerRow[], at: Date) =>
  entries.filter((entry) => entry.createdAt < at).reduce((sum, entry) => sum + entry.amountTiyin, 0);

async function draw(
  db: Queryable,
  config: DocumentsConfig,
  row: DocumentRow,
  language: Language,
): Promise<Buffer> {
  const context = await contextOf(db, config, row.userId, language);
  const entries = await ledgerRowsOf(db, row.userId);
  if (row.kind === 'receipt' || row.kind === 'invoice' || row.kind === 'credit_note') {
    const entry = entries.find((candidate) => candidate.id === row.ledgerEntryId);
    if (!entry) throw new AppError('NOT_FOUND');
    return drawPdf(entryDocument(context, { kind: row.kind, number: row.number, entry }));
  }
  if (row.kind === 'bank_invoice') {
    const invoice = await findBankInvoice(db, Number(row.sourceKey.split(':')[1]));
    if (!invoice) throw new AppError('NOT_FOUND');
    return drawPdf(bankInvoiceDocument(context, invoice));
  }
  const { from, to } = monthBounds(row.period ?? '');
  const input = {
    number: row.number,
    from,
    to,
    entries: inPeriod(entries, from, to),
    openingTiyin: balanceBefore(entries, from),
  };
  if (row.kind === 'act') {
    return drawPdf(
      actDocument(context, {
        ...input,
        entries: input.entries.filter(isService),
      }),
    );
  }
  return drawPdf(periodDocument(context, 'statement', input));
}

/**
 * One of the customer's own documents as PDF, in the language asked for (else the account's when the document
 * was made): drawn once per language, then the stored bytes.
 */
export async function documentPdf(
  db: Database,
  config: DocumentsConfig,
  input: { userId: number; documentId: number; language?: Language | undefined },
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findDocumentRow(db, input.userId, input.documentId);
  if (!row) throw new AppError('NOT_FOUND');
  const language = input.language ?? languageOf(row.language);
  const fileName = `${row.number}.pdf`;
  const kept = await findPdf(db, row.id, language);
  if (kept) return { pdf: kept, fileName };
  await storePdf(db, row.id, language, await draw(db, config, row, language));
  const stored = await findPdf(db, row.id, language);
  if (!stored) throw new Error('the drawn document was not stored');
  return { pdf: stored, fileName };
}

/** The reconciliation act for a period (dates in Tashkent), in the language asked for or the account's; drawn each time. */
export async function reconciliationPdf(
  db: Queryable,
  config: DocumentsConfig,
  input: { userId: number; from: string; to: string; lang?: Language | undefined },
): Promise<{ pdf: Buffer; fileName: string }> {
  const user = await findUserBrief(db, input.userId);
  if (!user) throw new AppError('NOT_FOUND');
  const context = await contextOf(db, config, input.userId, input.lang ?? languageOf(user.language));
  const entries = await ledgerRowsOf(db, input.userId);
  const { from, to } = dayBounds(input.from, input.to);
  const number = `RA-${input.from.replaceAll('-', '')}-${input.to.replaceAll('-', '')}-${pad(input.userId)}`;
  const pdf = await drawPdf(
    periodDocument(context, 'reconciliation', {
      number,
      from,
      to,
      entries: inPeriod(entries, from, to),
      openingTiyin: balanceBefore(entries, from),
    }),
  );
  return { pdf, fileName: `${number}.pdf` };
}
