import type { Language } from '@portal/contracts';
import { documentsTexts } from './documents.js';

// More words of money documents (namespace `documents`): the credit note, where VAT is charged, the amount in
// words and the seller's bank. Joined to documents.ts's blocks key by key.

interface VatWords {
  title: { credit_note: string };
  item: { order_cancel_refund: string; order_refund: string; domain_refund: string };
  credit_line: string;
  credit_returned: string;
  seller_bank_account: string;
  in_words: string;
  vat_advance: string;
  vat_in_act: string;
}

const WORDS: Record<Language, VatWords> = {
  uz: {
    title: { credit_note: 'Kredit-nota' },
    item: {
      order_cancel_refund: 'Buyurtma № {{order}} bekor qilinganda ishlatilmagan kunlar qaytarildi',
      order_refund: 'Buyurtma № {{order}} uchun qaytarilgan mablagʻ',
      domain_refund: 'Domen xizmati uchun qaytarilgan mablagʻ',
    },
    credit_line: 'Kredit-nota № {{number}}: {{item}}',
    credit_returned: 'Summa mijozning balansiga qaytarildi.',
    seller_bank_account: 'Hisob raqami: {{account}}, bank: {{bank}}, MFO: {{mfo}}',
    in_words: 'Summa soʻz bilan: {{words}}',
    vat_advance: 'Oldindan toʻlov (avans): QQS xizmatlar koʻrsatilgan oyning dalolatnomasida hisoblanadi.',
    vat_in_act: 'QQS shu oy uchun koʻrsatilgan xizmatlar dalolatnomasida hisoblanadi.',
  },
  uzc: {
    title: { credit_note: 'Кредит-нота' },
    item: {
      order_cancel_refund: 'Буюртма № {{order}} бекор қилинганда ишлатилмаган кунлар қайтарилди',
      order_refund: 'Буюртма № {{order}} учун қайтарилган маблағ',
      domain_refund: 'Домен хизмати учун қайтарилган маблағ',
    },
    credit_line: 'Кредит-нота № {{number}}: {{item}}',
    credit_returned: 'Сумма мижознинг балансига қайтарилди.',
    seller_bank_account: 'Ҳисоб рақами: {{account}}, банк: {{bank}}, МФО: {{mfo}}',
    in_words: 'Сумма сўз билан: {{words}}',
    vat_advance: 'Олдиндан тўлов (аванс): ҚҚС хизматлар кўрсатилган ойнинг далолатномасида ҳисобланади.',
    vat_in_act: 'ҚҚС шу ой учун кўрсатилган хизматлар далолатномасида ҳисобланади.',
  },
  ru: {
    title: { credit_note: 'Кредит-нота' },
    item: {
      order_cancel_refund: 'Возврат за неиспользованные дни, отмена заказа № {{order}}',
      order_refund: 'Возврат за заказ № {{order}}',
      domain_refund: 'Возврат за услугу домена',
    },
    credit_line: 'Кредит-нота № {{number}}: {{item}}',
    credit_returned: 'Сумма возвращена на баланс клиента.',
    seller_bank_account: 'Расчётный счёт: {{account}}, банк: {{bank}}, МФО: {{mfo}}',
    in_words: 'Сумма прописью: {{words}}',
    vat_advance: 'Предоплата (аванс): НДС начисляется в акте оказанных услуг за месяц их оказания.',
    vat_in_act: 'НДС начисляется в акте оказанных услуг за этот месяц.',
  },
  en: {
    title: { credit_note: 'Credit note' },
    item: {
      order_cancel_refund: 'Unused days returned, order № {{order}} cancelled',
      order_refund: 'Refund for order № {{order}}',
      domain_refund: 'Domain service refund',
    },
    credit_line: 'Credit note № {{number}}: {{item}}',
    credit_returned: "The amount was returned to the customer's balance.",
    seller_bank_account: 'Bank account: {{account}}, bank: {{bank}}, MFO: {{mfo}}',
    in_words: 'Amount in words: {{words}}',
    vat_advance:
      'Advance payment: VAT is charged in the act of services rendered for the month they are rendered.',
    vat_in_act: "VAT is charged in this month's act of services rendered.",
  },
  tj: {
    title: { credit_note: 'Кредит-нота' },
    item: {
      order_cancel_refund: 'Баргардонидани рӯзҳои истифоданашуда, бекор кардани фармоиши № {{order}}',
      order_refund: 'Баргардонидани маблағ барои фармоиши № {{order}}',
      domain_refund: 'Баргардонидани маблағ барои хизмати домен',
    },
    credit_line: 'Кредит-нота № {{number}}: {{item}}',
    credit_returned: 'Маблағ ба тавозуни мизоҷ баргардонида шуд.',
    seller_bank_account: 'Суратҳисоб: {{account}}, бонк: {{bank}}, МФО: {{mfo}}',
    in_words: 'Маблағ бо ҳарфҳо: {{words}}',
    vat_advance:
      'Пешпардохт: ААИ дар санади хизматрасониҳои моҳе, ки хизмат расонида шуд, ҳисоб карда мешавад.',
    vat_in_act: 'ААИ дар санади хизматрасониҳои ҳамин моҳ ҳисоб карда мешавад.',
  },
};

type Base = (typeof documentsTexts)['uz'];
const join = (base: Base, more: VatWords) => ({
  ...base,
  ...more,
  title: { ...base.title, ...more.title },
  item: { ...base.item, ...more.item },
});

/** The documents namespace of each language: documents.ts's words and these. */
export const allDocumentsTexts = {
  uz: join(documentsTexts.uz, WORDS.uz),
  uzc: join(documentsTexts.uzc, WORDS.uzc),
  ru: join(documentsTexts.ru, WORDS.ru),
  en: join(documentsTexts.en, WORDS.en),
  tj: join(documentsTexts.tj, WORDS.tj),
};
