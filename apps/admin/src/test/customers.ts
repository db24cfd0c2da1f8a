import type { CustomerSummary } from '@portal/contracts';

/** Customer #7 as a list or a search shows them, for any screen that finds or names a customer. */
export const customerSummaryFixture = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id: 7,
  firstname: 'Aziz',
  lastname: 'Karimov',
  email: 'aziz@example.uz',
  phone_number: '+998901234567',
  username: null,
  balance: 0,
  blocked: false,
  deleted: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
