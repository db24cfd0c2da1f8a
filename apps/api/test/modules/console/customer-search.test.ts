import { adminPaths, type CustomerSearchResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankInvoices,
  clickAttempts,
  domains,
  hostingOrders,
  hostingServers,
  hostingTariffs,
  invoices,
  moneyDocuments,
  payerProfiles,
  paymeTransactions,
} from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { customerIn } from '../documents/documents-helpers.js';

// The console's one search box finds a customer by whatever staff have in hand, each result saying what it
// matched; on PostgreSQL and PGlite alike (apps/api/test/database-specific.ts).

const at = new Date('2026-11-26T09:00:00Z');
let testApp: TestApp;
const app = () => testApp.app;
let token = '';
let company: { id: number };
let other: { id: number };

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: createManualClock(at) });
  token = await staffToken(app(), await addStaff(testApp, 'support'));
  company = await customerIn(app(), 'ru', 'Dilnoza');
  other = await customerIn(app(), 'uz', 'Bobur');
  const db = app().db;
  await db.insert(payerProfiles).values({
    userId: company.id,
    kind: 'company',
    legalName: '"Samarqand Veb Xizmat" MChJ',
    stir: '302345678',
    updatedAt: at,
  });
  await db.insert(bankInvoices).values({
    userId: company.id,
    reference: 'BT-7K2M9QX4',
    amountTiyin: 100_000,
    payerStir: '302345678',
    createdAt: at,
  });
  await db.insert(moneyDocuments).values({
    userId: company.id,
    kind: 'receipt',
    sourceKey: 'ledger:42',
    number: 'R-000042',
    language: 'ru',
    issuedAt: at,
    createdAt: at,
  });
  const [invoice] = await db
    .insert(invoices)
    .values({ userId: company.id, merchant: 'payme', amountTiyin: 100_000, status: 'paid', createdAt: at })
    .returning();
  await db.insert(paymeTransactions).values({
    paymeId: '63f8a1b2c3d4e5f6a7b8c9d0',
    invoiceId: invoice?.id ?? 0,
    paymeTime: at.getTime(),
    amountTiyin: 100_000,
    state: 2,
    createTime: at.getTime(),
  });
  await db.insert(clickAttempts).values({
    clickTransId: '4411223344',
    clickPaydocId: '1',
    invoiceId: invoice?.id ?? 0,
    state: 'confirmed',
    preparedAt: at,
  });
  const [server] = await db
    .insert(hostingServers)
    .values({ name: 'uz-1', apiUrl: 'https://panel.test', adminLogin: 'root', adminPasswordSealed: 'x' })
    .returning();
  const [tariff] = await db
    .insert(hostingTariffs)
    .values({ serverId: server?.id ?? 0, name: 'Start', preset: 'start', limits: {}, prices: {} })
    .returning();
  await db.insert(hostingOrders).values({
    userId: other.id,
    serverId: server?.id ?? 0,
    tariffId: tariff?.id ?? 0,
    status: 'active',
    payType: 2_592_000,
    periodPriceTiyin: 100_000,
    expiresAt: at,
    panelLogin: 'u77hab12cd34ef56',
    panelPasswordSealed: 'x',
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(domains).values({
    userId: other.id,
    name: 'xn--e1afmkfd.uz',
    displayName: 'пример.uz',
    zone: 'uz',
    status: 'active',
    nameservers: [],
    createdAt: at,
    updatedAt: at,
  });
});
afterAll(async () => {
  await testApp?.close();
});

const search = async (q: string) => {
  const response = await app().inject({
    method: 'GET',
    url: `${adminPaths.customers}?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as CustomerSearchResult[];
};

describe('the console search', () => {
  it.each([
    ['samarqand veb', 'company', '"Samarqand Veb Xizmat" MChJ'],
    ['302345678', 'stir', '302345678'],
    ['bt7k2m9qx4', 'invoice', 'BT-7K2M9QX4'],
    ['r-000042', 'invoice', 'R-000042'],
    ['63f8a1b2c3d4e5f6a7b8c9d0', 'payment', '63f8a1b2c3d4e5f6a7b8c9d0'],
    ['4411223344', 'payment', '4411223344'],
  ])('finds the company by %s and says it matched its %s', async (q, kind, value) => {
    const results = await search(q);
    expect(results.map((row) => row.id)).toEqual([company.id]);
    expect(results[0]?.matched).toContainEqual({ kind, value });
  });

  it.each([
    ['U77HAB12CD34EF56', 'panel_login', 'u77hab12cd34ef56'],
    ['xn--e1afmkfd.uz', 'domain', 'xn--e1afmkfd.uz'],
    ['Пример.uz', 'domain', 'пример.uz'],
  ])('finds the hosting customer by %s (%s)', async (q, kind, value) => {
    const results = await search(q);
    expect(results.map((row) => row.id)).toEqual([other.id]);
    expect(results[0]?.matched).toContainEqual({ kind, value });
  });

  it("says which of the customer's own fields matched, and finds nobody for a near miss", async () => {
    const byName = await search('dilnoza');
    expect(byName.find((row) => row.id === company.id)?.matched.map((match) => match.kind)).toContain('name');
    expect(await search('302345679')).toEqual([]);
    expect(await search('BT-7K2M9QX5')).toEqual([]);
    // A pattern character is taken literally.
    expect(await search('%')).toEqual([]);
  });
});
