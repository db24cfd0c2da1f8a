import type { CustomerDetail } from '@portal/contracts';
import { customerSummaryFixture } from '@/test/customers';
import type { Answer, Call } from '@/test/render';

/** The customer #7 the page tests open: nothing bought, nothing on file, unless `overrides` says so. */
export const customerFixture = (overrides: Partial<CustomerDetail> = {}): CustomerDetail => ({
  ...customerSummaryFixture(),
  birthday: null,
  sex: null,
  language: 'uz',
  email_verified: true,
  blocked_reason: null,
  ledger: [],
  orders: [],
  domains: [],
  invoices: [],
  sessions: [],
  notifications: [],
  telegram: { linked: false, username: null },
  referrals: { invited: 0, invited_by: null },
  records: [],
  notes: [],
  ...overrides,
});

/** No saved card and auto-pay off, as the customer page's cards section reads it. */
export const noCards = {
  cards: [],
  autopay: { enabled: false, card_id: null, max_charge_som: null, consent_version: null, consented_at: null },
};

/**
 * The customer page's own sections for `customer`: the customer, no documents, no card, no ticket. A test answers
 * what it looks at first and hands the rest here.
 */
export function customerPageAnswer(customer: CustomerDetail, call: Call): Answer {
  if (call.url.endsWith('/documents')) return { body: { status: true, data: [] } };
  if (call.url.endsWith('/cards')) return { body: { status: true, data: noCards } };
  if (call.url.includes('/tickets?')) return { body: { status: true, data: [], total: 0 } };
  return { body: { status: true, data: customer } };
}
