import type { LedgerRow } from '../balance/balance.service.js';
import {
  base,
  type DocumentContext,
  formatDate,
  inWords,
  rowOf,
  t,
  vatIncluded,
} from './document-content.js';
import type { PdfDocumentContent } from './document-pdf.js';
import { formatDocumentAmount } from './format/document-number.js';

// The documents of a period: a month's statement, a reconciliation act, and a closed month's act of services
// rendered, the one document that charges VAT.

export interface PeriodInput {
  number: string;
  from: Date;
  /** The period's last moment. */
  to: Date;
  /** The ledger rows inside the period, oldest first. */
  entries: LedgerRow[];
  openingTiyin: number;
}

const periodLine = (context: DocumentContext, input: PeriodInput) =>
  t(context, 'period', { from: formatDate(input.from), to: formatDate(input.to) });

/** A month's statement or a period's reconciliation act: opening balance, each payment and charge, closing. */
export function periodDocument(
  context: DocumentContext,
  kind: 'statement' | 'reconciliation',
  input: PeriodInput,
): PdfDocumentContent {
  const credits = input.entries.filter((entry) => entry.amountTiyin > 0);
  const debits = input.entries.filter((entry) => entry.amountTiyin < 0);
  const sum = (rows: LedgerRow[]) => rows.reduce((total, entry) => total + entry.amountTiyin, 0);
  const closing = input.openingTiyin + sum(input.entries);
  const heading = base(context, kind, input.number, input.to);
  return {
    ...heading,
    subtitle: [...heading.subtitle, periodLine(context, input)],
    rows: input.entries.map((entry) => rowOf(context, entry, true)),
    totals: [
      { label: t(context, 'opening'), value: formatDocumentAmount(input.openingTiyin) },
      { label: t(context, 'payments'), value: formatDocumentAmount(sum(credits)) },
      { label: t(context, 'charges'), value: formatDocumentAmount(-sum(debits)) },
      { label: t(context, 'closing'), value: formatDocumentAmount(closing) },
    ],
    notes: [],
    signatures: kind === 'reconciliation' ? [t(context, 'sign_seller'), t(context, 'sign_buyer')] : [],
  };
}

/**
 * A closed month's act of services rendered: `entries` are the month's service charges and credit notes (each its
 * own line, a credit note negative), the total in words and the VAT it includes. The only document stating VAT: summed over
 * a month's documents, VAT appears once for the services rendered.
 */
export function actDocument(context: DocumentContext, input: PeriodInput): PdfDocumentContent {
  const total = -input.entries.reduce((sum, entry) => sum + entry.amountTiyin, 0);
  const heading = base(context, 'act', input.number, input.to);
  const totalLine = { label: t(context, 'total'), value: formatDocumentAmount(total) };
  const vatLine = context.seller.vat_payer
    ? {
        label: t(context, 'vat_included', { percent: context.vatPercent }),
        value: formatDocumentAmount(vatIncluded(total, context.vatPercent)),
      }
    : { label: t(context, 'without_vat'), value: '' };
  return {
    ...heading,
    subtitle: [...heading.subtitle, periodLine(context, input)],
    // A charge reads as the service's price, a credit note as the part of it given back (negative).
    rows: input.entries.map((entry) => ({
      ...rowOf(context, entry, false),
      amount: formatDocumentAmount(-entry.amountTiyin),
    })),
    totals: [totalLine, vatLine],
    notes: [inWords(context, total), t(context, 'act_statement')],
    signatures: [t(context, 'sign_seller'), t(context, 'sign_buyer')],
  };
}
