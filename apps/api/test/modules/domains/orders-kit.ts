import {
  type RegistrarSimulator,
  startRegistrarSimulator,
  startWhoisSimulator,
  type WhoisSimulator,
} from '@portal/simulators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { domainOperations, ledgerEntries, profileRecords } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { seedDemoDomainPrices } from '../../../src/modules/domains/demo-prices.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// What the domain order tests share: the app wired to its own registrar simulator and fake .uz WHOIS (so a
// test can set faults), a clock it can move, and the demo price list.

export interface DomainEnv {
  testApp: TestApp;
  app: FastifyInstance;
  registrar: RegistrarSimulator;
  whois: WhoisSimulator;
  clock: ReturnType<typeof createManualClock>;
  close(): Promise<void>;
}

const USER = 'orders-test';
const KEY = 'orders-key';

export async function startDomainEnv(
  options: { timeoutMs?: number; registrarUrl?: string; registrarBalance?: number } = {},
): Promise<DomainEnv> {
  const clock = createManualClock(new Date('2026-06-01T06:00:00Z'));
  const registrar = await startRegistrarSimulator({
    userId: USER,
    apiKey: KEY,
    balance: options.registrarBalance ?? 1000,
    now: () => Math.floor(clock.now().getTime() / 1000),
  });
  const whois = await startWhoisSimulator();
  whois.records.set('band.uz', {
    status: 'ACTIVE',
    registrar: 'UZINFOCOM',
    created: '2020-01-01',
    expires: '2030-01-01',
  });
  const testApp = await buildTestApp(
    {
      REGISTRAR_API_URL: options.registrarUrl ?? registrar.url,
      REGISTRAR_USER_ID: USER,
      REGISTRAR_API_KEY: KEY,
      REGISTRAR_CUSTOMER_ID: '900',
      REGISTRAR_CONTACT_ID: '901',
      REGISTRAR_TIMEOUT_MS: String(options.timeoutMs ?? 5000),
      WHOIS_UZ_HOST: whois.host,
      WHOIS_UZ_PORT: String(whois.port),
      WHOIS_UZ_CACHE_SECONDS: '0',
    },
    { clock },
  );
  await seedDemoDomainPrices(testApp.app.db, clock.now());
  return {
    testApp,
    app: testApp.app,
    registrar,
    whois,
    clock,
    close: async () => {
      await testApp.close();
      await registrar.close();
      await whois.close();
    },
  };
}

let labels = 0;
/** A label no other test of this run uses. */
export const uniqueLabel = (prefix: string) => `${prefix}-${process.pid}-${++labels}`;

/** A registrant profile of the customer, approved by staff unless said otherwise. */
export async function addRecord(
  app: FastifyInstance,
  userId: number,
  verification: 'pending' | 'approved' | 'rejected' = 'approved',
): Promise<number> {
  const now = new Date();
  const [row] = await app.db
    .insert(profileRecords)
    .values({
      userId,
      firstname: 'Aziz',
      lastname: 'Karimov',
      birthday: '1990-03-21',
      passport: 'AA1234567',
      passportIssuedBy: 'IIB Toshkent',
      passportIssuedAt: '2015-05-05',
      country: 'UZ',
      region: 'tashkent_city',
      address: 'Amir Temur 1',
      phoneNumber: '+998901234567',
      email: 'aziz@example.uz',
      verification,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: profileRecords.id });
  if (!row) throw new Error('no record inserted');
  return row.id;
}

export const operationsOf = (app: FastifyInstance, domainId: number) =>
  app.db.select().from(domainOperations).where(eq(domainOperations.domainId, domainId));

/** The customer's ledger rows of domain payments and refunds, oldest first. */
export async function domainLedger(app: FastifyInstance, userId: number) {
  const rows = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  return rows
    .filter((row) => row.reason === 'domain_payment' || row.reason === 'domain_refund')
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      reason: row.reason,
      amount: row.amountTiyin / 100,
      reference: `${row.referenceType}:${row.referenceId}`,
    }));
}
