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
  },
  {
    id: 2,
    created_at: '2026-11-19T21:30:00.000Z',
    amount: 25000,
    action: '+',
    reason: 'top_up',
    reference: 'invoice:7',
    note: null,
  },
  {
    id: 1,
    created_at: '2026-11-18T08:00:00.000Z',
    amount: 100.5,
    action: '+',
    reason: 'top_up',
    reference: 'invoice:3',
    note: 'Thank you',
  },
];
