import type { CustomerMatchKind, CustomerSearchResult } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { readAll } from '../../db/read-all.js';
import { CUSTOMER_SEARCH_LIMIT, searchCustomers } from '../account/staff/customer-admin.service.js';
import { balancesOf } from '../balance/balance.service.js';
import { customersByPapers } from '../documents/staff/payer-lookup-staff.service.js';
import { domainOwnerId } from '../domains/staff/domains-staff.service.js';
import { orderOwnerId, panelLoginOwners } from '../hosting/staff/orders-staff.service.js';
import { customersByPaymentId } from '../payments/staff/payment-lookup-staff.service.js';
import { toSummary } from './customer-page.service.js';

// The console's one search box: whatever staff have in hand (a name, a phone, a company's STIR, an invoice or
// payment number, a domain, a panel login) finds the customer, and each result says what it matched. Each
// module answers for its own identifiers with indexed equalities (the company name and the customer's own
// fields are substrings, as before); every list is capped, so the search stays bounded however large the tables.

interface Hit {
  userId: number;
  kind: CustomerMatchKind;
  value: string;
}

const MAX_INT = 2_147_483_647;

/** Customers other modules find by the text, each with what matched. */
async function hitsOf(db: Database, text: string): Promise<Hit[]> {
  const number = /^#?(\d{1,10})$/.exec(text)?.[1];
  const orderId = number !== undefined && Number(number) <= MAX_INT ? Number(number) : null;
  const [order, domain, papers, payments, panel] = await readAll(db, [
    () => (orderId === null ? null : orderOwnerId(db, orderId)),
    () => (text.includes('@') || text.includes(' ') ? null : domainOwnerId(db, text)),
    () => customersByPapers(db, text, CUSTOMER_SEARCH_LIMIT),
    () => customersByPaymentId(db, text),
    () => panelLoginOwners(db, text, CUSTOMER_SEARCH_LIMIT),
  ]);
  return [
    ...(order === null ? [] : [{ userId: order, kind: 'order' as const, value: `#${orderId}` }]),
    ...(domain === null ? [] : [{ userId: domain, kind: 'domain' as const, value: text.toLowerCase() }]),
    ...papers,
    ...payments,
    ...panel,
  ];
}

type Row = Awaited<ReturnType<typeof searchCustomers>>[number];

/** What of the customer's own fields the text matched, as the search compared them. */
function ownMatches(row: Row, text: string): CustomerSearchResult['matched'] {
  const lower = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  const name = `${row.firstname} ${row.lastname}`;
  const matched: CustomerSearchResult['matched'] = [];
  if (/^\d{1,10}$/.test(text) && row.id === Number(text)) matched.push({ kind: 'id', value: `#${row.id}` });
  if (name.toLowerCase().includes(lower)) matched.push({ kind: 'name', value: name });
  if (row.email.toLowerCase().includes(lower)) matched.push({ kind: 'email', value: row.email });
  if (digits.length >= 5 && row.phoneNumber.includes(digits))
    matched.push({ kind: 'phone', value: row.phoneNumber });
  if (row.username?.toLowerCase().includes(lower)) matched.push({ kind: 'login', value: row.username });
  return matched;
}

/** The newest customers for an empty query; otherwise everyone the text finds, with why. */
export async function findCustomers(db: Database, q: string): Promise<CustomerSearchResult[]> {
  const text = q.trim();
  const hits = text ? await hitsOf(db, text) : [];
  const rows = await searchCustomers(db, text, [...new Set(hits.map((hit) => hit.userId))]);
  const balances = await balancesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toSummary(row, balances.get(row.id) ?? 0),
    matched: text
      ? [
          ...ownMatches(row, text),
          ...hits.filter((hit) => hit.userId === row.id).map(({ kind, value }) => ({ kind, value })),
        ]
      : [],
  }));
}
