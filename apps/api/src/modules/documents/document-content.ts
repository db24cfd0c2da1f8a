import { type Language, type PayerProfile, type SellerDetails, TASHKENT_TIME_ZONE } from '@portal/contracts';
import { translate } from '../../i18n/i18n.js';
import type { LedgerRow } from '../balance/balance.service.js';
import type { PartyBlock, PdfDocumentContent, TableRow } from './document-pdf.js';
import { amountInWords } from './format/amount-in-words.js';
import { formatDocumentAmount } from './format/document-number.js';

// What each kind of document says, in the reader's language: the words from i18n (namespace `documents`), the
// numbers formatted the same in every language (150 000,00 som, dates as dd.mm.yyyy in Tashkent).
//
// VAT is charged once, in the act of services rendered of each closed month (charges less credit notes): a
// receipt or a bank invoice is an advance and says so, an invoice or a credit note points to the month's act.

export interface DocumentContext {
  language: Language;
  seller: SellerDetails;
  payer: PayerProfile;
  customer: { id: number; name: string };
  vatPercent: number;
}

type TitleKind =
  | 'receipt'
  | 'invoice'
  | 'statement'
  | 'bank_invoice'
  | 'act'
  | 'reconciliation'
  | 'credit_note';

/** Ledger reasons that give money back for a service charged: each gets a credit note. */
export const CREDIT_REASONS = new Set(['order_cancel_refund', 'order_refund', 'domain_refund']);

const pad = (value: number) => String(value).padStart(6, '0');
/** A ledger entry's document number: its own series per kind (R receipts, I invoices, C credit notes). */
export const entryDocumentNumber = (kind: 'receipt' | 'invoice' | 'credit_note', entryId: number) =>
  `${{ receipt: 'R', invoice: 'I', credit_note: 'C' }[kind]}-${pad(entryId)}`;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TASHKENT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** dd.mm.yyyy in Tashkent. */
export const formatDate = (at: Date): string => dateFormat.format(at).replaceAll('/', '.');

export const t = (context: DocumentContext, key: string, options: Record<string, unknown> = {}) =>
  translate(context.language, `documents:${key}`, options);

function vatLine(context: DocumentContext, vatPayer: boolean, code: string | null) {
  return vatPayer ? t(context, 'vat_payer', { code: code ?? '' }) : t(context, 'not_vat_payer');
}

export function partiesOf(context: DocumentContext): PartyBlock[] {
  const { seller, payer } = context;
  const sellerBlock: PartyBlock = {
    heading: t(context, 'seller'),
    name: seller.legal_name,
    lines: [
      t(context, 'stir', { stir: seller.stir }),
      t(context, 'address', { address: seller.address }),
      seller.bank_name
        ? t(context, 'seller_bank_account', {
            account: seller.bank_account,
            bank: seller.bank_name,
            mfo: seller.mfo,
          })
        : t(context, 'bank_account', { account: seller.bank_account, mfo: seller.mfo }),
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
    case 'order_cancel_refund':
    case 'order_refund':
    case 'domain_refund':
      return t(context, 'credit_line', {
        number: entryDocumentNumber('credit_note', entry.id),
        item: [t(context, `item.${entry.reason}`, { order }), entry.note].filter(Boolean).join(': '),
      });
    default:
      return t(context, entry.amountTiyin > 0 ? 'item.other_credit' : 'item.other_charge');
  }
}

export const rowOf = (context: DocumentContext, entry: LedgerRow, signed: boolean): TableRow => ({
  date: formatDate(entry.createdAt),
  description: describeEntry(context, entry),
  amount: formatDocumentAmount(signed ? entry.amountTiyin : Math.abs(entry.amountTiyin)),
});

/** The total of a document that charges no VAT itself, and the note saying where the VAT is (or that there is none). */
function totalsWithoutVat(
  context: DocumentContext,
  totalTiyin: number,
  vatNote: 'vat_advance' | 'vat_in_act',
) {
  const total = { label: t(context, 'total'), value: formatDocumentAmount(totalTiyin) };
  if (!context.seller.vat_payer)
    return { totals: [total, { label: t(context, 'without_vat'), value: '' }], notes: [] };
  return { totals: [total], notes: [t(context, vatNote)] };
}

/** The VAT a gross amount includes, rounded to the tiyin: what the act of the month states. */
export const vatIncluded = (totalTiyin: number, percent: number) =>
  Math.round((totalTiyin * percent) / (100 + percent));

export const inWords = (context: DocumentContext, tiyin: number) =>
  t(context, 'in_words', { words: amountInWords(tiyin, context.language) });

export function base(context: DocumentContext, kind: TitleKind, number: string, issuedAt: Date) {
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

/**
 * A receipt for money received (a top-up or a bank payment: an advance), an invoice for one charge, or a credit
 * note for money given back for a charge; the invoice and the credit note carry the amount in words.
 */
export function entryDocument(
  context: DocumentContext,
  input: { kind: 'receipt' | 'invoice' | 'credit_note'; number: string; entry: LedgerRow },
): PdfDocumentContent {
  const amountTiyin = Math.abs(input.entry.amountTiyin);
  const vat = totalsWithoutVat(context, amountTiyin, input.kind === 'receipt' ? 'vat_advance' : 'vat_in_act');
  const first = { receipt: 'received', invoice: null, credit_note: 'credit_returned' }[input.kind];
  return {
    ...base(context, input.kind, input.number, input.entry.createdAt),
    rows: [rowOf(context, input.entry, false)],
    totals: vat.totals,
    notes: [
      ...(first ? [t(context, first)] : []),
      ...(input.kind === 'receipt' ? [] : [inWords(context, amountTiyin)]),
      ...vat.notes,
    ],
    signatures: [],
  };
}

export function bankInvoiceDocument(
  context: DocumentContext,
  input: { reference: string; amountTiyin: number; createdAt: Date },
): PdfDocumentContent {
  // A bank invoice asks for an advance: the act of the month the services are rendered charges their VAT.
  const advance = totalsWithoutVat(context, input.amountTiyin, 'vat_advance');
  return {
    ...base(context, 'bank_invoice', input.reference, input.createdAt),
    rows: [
      {
        date: formatDate(input.createdAt),
        description: t(context, 'item.prepayment'),
        amount: formatDocumentAmount(input.amountTiyin),
      },
    ],
    ...advance,
    notes: [
      t(context, 'purpose', { reference: input.reference }),
      inWords(context, input.amountTiyin),
      ...advance.notes,
    ],
    signatures: [t(context, 'sign_seller')],
  };
}
