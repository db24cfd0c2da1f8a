import { type Language, type PayerProfile, type SellerDetails, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';
import type { LedgerRow } from '../balance/balance.service.js';
import type { PartyBlock, PdfDocumentContent, TableRow } from './document-pdf.js';

// What each kind of document says, in the reader's language: the words from i18n (namespace `documents`), the
// numbers formatted the same in every language (som with two decimals, dates as dd.mm.yyyy in Tashkent).

export interface DocumentContext {
  language: Language;
  seller: SellerDetails;
  payer: PayerProfile;
  customer: { id: number; name: string };
  vatPercent: number;
}

type TitleKind = 'receipt' | 'invoice' | 'statement' | 'bank_invoice' | 'act' | 'reconciliation';

/** 1234567 tiyin → "12 345.67". */
export const formatTiyin = (tiyin: number): string => {
  const sign = tiyin < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(tiyin) / 100);
  const fraction = String(Math.abs(tiyin) % 100).padStart(2, '0');
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TASHKENT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** dd.mm.yyyy in Tashkent. */
export const formatDate = (at: Date): string => dateFormat.format(at).replaceAll('/', '.');

const t = (context: DocumentContext, key: string, options: Record<string, unknown> = {}) =>
  translate(context.language, `documents:${key}`, options);

function vatLine(context: DocumentContext, vatPayer: boolean, code: string | null) {
  return vatPayer ? t(context, 'vat_payer', { code: code ?? '' }) : t(context, 'not_vat_payer');
}

function partiesOf(context: DocumentContext): PartyBlock[] {
  const { seller, payer } = context;
  const sellerBlock: PartyBlock = {
    heading: t(context, 'seller'),
    name: seller.legal_name,
    lines: [
      t(context, 'stir', { stir: seller.stir }),
      t(context, 'address', { address: seller.address }),
      t(context, 'bank_account', { account: seller.bank_account, mfo: seller.mfo }),
      vatLine(context, seller.vat_payer, seller.vat_code),
    ],
  };
  const buyerBlock: PartyBlock =
    payer.kind === 'company'
      ? {
          heading: t(context, 'buyer'),
          name: payer.legal_name,
          lines: [
            t(context, 'stir', { stir: payer.stir }),
            t(context, 'address', { address: payer.legal_address }),
            t(context, 'bank_account', { account: payer.bank_account, mfo: payer.mfo }),
            t(context, 'director', { name: payer.director }),
            vatLine(context, payer.vat_payer, payer.vat_code),
          ],
        }
      : {
          heading: t(context, 'buyer'),
          name: context.customer.name,
          lines: [t(context, 'individual', { id: context.customer.id })],
        };
  return [sellerBlock, buyerBlock];
}

/** The words naming what a ledger row was for. */
export function describeEntry(context: DocumentContext, entry: LedgerRow): string {
  const order = entry.referenceId ?? '';
  switch (entry.reason) {
    case 'top_up':
      return t(context, 'item.top_up');
    case 'bank_transfer':
      return t(context, 'item.bank_transfer', { reference: (entry.note ?? '').replace(/^№\s*/, '') });
    case 'order_payment':
      return t(context, `item.${entry.kind ? `order_${entry.kind}` : 'order_payment'}`, { order });
    case 'domain_payment':
      return [t(context, 'item.domain_payment'), entry.note].filter(Boolean).join(': ');
    default:
      return t(context, entry.amountTiyin > 0 ? 'item.other_credit' : 'item.other_charge');
  }
}

const rowOf = (context: DocumentContext, entry: LedgerRow, signed: boolean): TableRow => ({
  date: formatDate(entry.createdAt),
  description: describeEntry(context, entry),
  amount: formatTiyin(signed ? entry.amountTiyin : Math.abs(entry.amountTiyin)),
});

function vatTotals(context: DocumentContext, totalTiyin: number) {
  const total = { label: t(context, 'total'), value: formatTiyin(totalTiyin) };
  if (!context.seller.vat_payer) return [total, { label: t(context, 'without_vat'), value: '' }];
  const vatTiyin = Math.round((totalTiyin * context.vatPercent) / (100 + context.vatPercent));
  return [
    total,
    { label: t(context, 'vat_included', { percent: context.vatPercent }), value: formatTiyin(vatTiyin) },
  ];
}

function base(context: DocumentContext, kind: TitleKind, number: string, issuedAt: Date) {
  return {
    title: t(context, `title.${kind}`),
    parties: partiesOf(context),
    columns: {
      date: t(context, 'column.date'),
      description: t(context, 'column.description'),
      amount: t(context, 'column.amount'),
    },
    issuedAt,
    subtitle: [`№ ${number}`, t(context, 'dated', { date: formatDate(issuedAt) })],
  };
}

/** A receipt for money received (a top-up or a bank payment), or an invoice for one charge. */
export function entryDocument(
  context: DocumentContext,
  input: { kind: 'receipt' | 'invoice'; number: string; entry: LedgerRow },
): PdfDocumentContent {
  const amountTiyin = Math.abs(input.entry.amountTiyin);
  return {
    ...base(context, input.kind, input.number, input.entry.createdAt),
    rows: [rowOf(context, input.entry, false)],
    totals: vatTotals(context, amountTiyin),
    notes: input.kind === 'receipt' ? [t(context, 'received')] : [],
    signatures: [],
  };
}

export function bankInvoiceDocument(
  context: DocumentContext,
  input: { reference: string; amountTiyin: number; createdAt: Date },
): PdfDocumentContent {
  return {
    ...base(context, 'bank_invoice', input.reference, input.createdAt),
    rows: [
      {
        date: formatDate(input.createdAt),
        description: t(context, 'item.prepayment'),
        amount: formatTiyin(input.amountTiyin),
      },
    ],
    totals: vatTotals(context, input.amountTiyin),
    notes: [t(context, 'purpose', { reference: input.reference })],
    signatures: [t(context, 'sign_seller')],
  };
}

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
      { label: t(context, 'opening'), value: formatTiyin(input.openingTiyin) },
      { label: t(context, 'payments'), value: formatTiyin(sum(credits)) },
      { label: t(context, 'charges'), value: formatTiyin(-sum(debits)) },
      { label: t(context, 'closing'), value: formatTiyin(closing) },
    ],
    notes: [],
    signatures: kind === 'reconciliation' ? [t(context, 'sign_seller'), t(context, 'sign_buyer')] : [],
  };
}

/** A month's act of completed work: the services charged in it, with the VAT they include. */
export function actDocument(context: DocumentContext, input: PeriodInput): PdfDocumentContent {
  const charges = input.entries.filter((entry) => entry.amountTiyin < 0);
  const total = -charges.reduce((sum, entry) => sum + entry.amountTiyin, 0);
  const heading = base(context, 'act', input.number, input.to);
  return {
    ...heading,
    subtitle: [...heading.subtitle, periodLine(context, input)],
    rows: charges.map((entry) => rowOf(context, entry, false)),
    totals: vatTotals(context, total),
    notes: [t(context, 'act_statement')],
    signatures: [t(context, 'sign_seller'), t(context, 'sign_buyer')],
  };
}
