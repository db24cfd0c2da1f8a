import type { Domain, DomainCheckResult, DomainDetail, ProfileRecord } from '@portal/contracts';
import { demoProfile } from '@/test/render';

// Answers in the contracts' shapes (packages/contracts/src/domains.ts), for the stubbed network.

export const checkResult = (row: Partial<DomainCheckResult> & { name: string }): DomainCheckResult => ({
  display_name: row.name,
  zone: row.name.slice(row.name.indexOf('.') + 1),
  available: true,
  prices: { register: { '1': 120_000, '2': 230_000 }, renew: { '1': 130_000, '2': 250_000 } },
  ...row,
});

export const domainFixture = (row: Partial<DomainDetail> = {}): DomainDetail => ({
  id: 7,
  name: 'mysite.com',
  display_name: 'mysite.com',
  zone: 'com',
  status: 'active',
  expires_at: '2027-11-25T10:00:00.000Z',
  remaining_days: 365,
  state_ends_at: null,
  nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
  auto_renew: false,
  locked: true,
  record_id: null,
  hosting_order_id: null,
  manual: false,
  open_operation: null,
  created_at: '2026-11-25T10:00:00.000Z',
  operations: [],
  events: [],
  prices: { renew: { '1': 130_000, '2': 250_000 }, restore: {} },
  ...row,
});

export const listedDomain = (row: Partial<Domain> = {}): Domain => {
  const { operations: _o, events: _e, prices: _p, ...domain } = domainFixture(row);
  return domain;
};

export const recordFixture = (row: Partial<ProfileRecord> = {}): ProfileRecord => ({
  id: 3,
  firstname: 'Aziza',
  lastname: 'Karimova',
  middlename: null,
  birthday: '1995-04-12',
  passport: 'AA1234567',
  passport_issued_by: 'IIB',
  passport_issued_at: '2015-04-12',
  country: 'UZ',
  region: null,
  district: null,
  address: 'Tashkent',
  phone_number: '+998901234567',
  email: 'aziza@example.uz',
  files: [],
  verification: 'approved',
  rejection_reason: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...row,
});

/** The profile answer with `amount` som on the balance. */
export const profileWith = (amount: number) => ({ ...demoProfile, accounts: { amount } });
