import type { MerchantInfo, PaymentHistoryEntry } from '@portal/contracts';

// Shared fixtures of the balance component tests, shaped as the API answers them.
export const merchantsFixture: MerchantInfo[] = [
  {
    id: 'click_evolution',
    name: 'Click',
    logo_url: '/payments/click.svg',
    site_url: 'https://click.uz',
    supported: true,
    min_amount: 1000,
    max_amount: 10_000_000,
  },
  {
    id: 'payme',
    name: 'Payme',
    logo_url: '/payments/payme.svg',
    site_url: 'https://payme.uz',
    supported: true,
    min_amount: 1000,
    max_amount: 10_000_000,
  },
  {
    id: 'uzum',
    name: 'Uzum',
    logo_url: '/payments/uzum.svg',
    site_url: 'https://uzumbank.uz',
    supported: false,
    min_amount: 1000,
    max_amount: 10_000_000,
  },
  {
    id: 'paynet',
    name: 'Paynet',
    logo_url: '/payments/paynet.svg',
    site_url: 'https://paynet.uz',
    supported: false,
    min_amount: 1000,
    max_amount: 10_000_000,
  },
];

export const historyFixture: PaymentHistoryEntry[] = [
  {
    id: 3,
    created_at: '2026-11-20T10:05:00.000Z',
    amount: 25000,
    action: '-',
    reason: 'top_up_reversal',
    reference: 'invoice:7',
    note: null,
    kind: null,
    order_id: null,
    invoice_id: 7,
    provider: null,
    receipt_url: null,
  },
  {
    id: 2,
    created_at: '2026-11-19T21:30:00.000Z',
    amount: 25000,
    action: '+',
    reason: 'top_up',
    reference: 'invoice:7',
    note: null,
    kind: null,
    order_id: null,
    invoice_id: 7,
    provider: null,
    receipt_url: null,
  },
  {
    id: 1,
    created_at: '2026-11-18T08:00:00.000Z',
    amount: 100.5,
    action: '+',
    reason: 'top_up',
    reference: 'invoice:3',
    note: 'Thank you',
    kind: null,
    order_id: null,
    invoice_id: 3,
    provider: null,
    receipt_url: null,
  },
];

export const ledgerRow = (
  id: number,
  row: Pick<PaymentHistoryEntry, 'action' | 'reason' | 'amount'> & Partial<PaymentHistoryEntry>,
): PaymentHistoryEntry => ({
  id,
  created_at: '2026-11-20T10:05:00.000Z',
  reference: null,
  note: null,
  kind: null,
  order_id: null,
  invoice_id: null,
  provider: null,
  receipt_url: null,
  ...row,
});

/** Rows whose kind, order and provider the history names. */
export const explainedHistoryFixture: PaymentHistoryEntry[] = [
  ledgerRow(18, {
    action: '-',
    reason: 'order_payment',
    amount: 50_000,
    kind: 'tariff_change',
    order_id: 12,
  }),
  ledgerRow(17, { action: '+', reason: 'tariff_change_credit', amount: 20_000, order_id: 12 }),
  ledgerRow(16, { action: '-', reason: 'order_payment', amount: 30_000, kind: 'auto_renew', order_id: 12 }),
  ledgerRow(15, { action: '-', reason: 'order_payment', amount: 30_000, kind: 'extend', order_id: 12 }),
  ledgerRow(14, { action: '-', reason: 'order_payment', amount: 30_000, kind: 'create', order_id: 12 }),
  ledgerRow(13, { action: '-', reason: 'order_payment', amount: 30_000, order_id: 9 }),
  ledgerRow(12, {
    action: '+',
    reason: 'top_up',
    amount: 100_000,
    invoice_id: 5,
    provider: 'payme',
    receipt_url: 'https://ofd.soliq.uz/epi?t=EP000000000341&r=5412&c=20261119213000&s=461357982451',
  }),
  ledgerRow(11, {
    action: '+',
    reason: 'top_up',
    amount: 60_000,
    invoice_id: 4,
    provider: 'click_evolution',
  }),
];
