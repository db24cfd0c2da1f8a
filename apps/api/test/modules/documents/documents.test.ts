import { documentPaths, LANGUAGES, type Language, type MoneyDocument } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { companyPayer, customerIn, ledgerEntry, pdfText } from './documents-helpers.js';

// Every money event gets a PDF in the customer's language: a receipt for a top-up, an invoice for each charge, a
// statement and an act of services rendered for each month that is over. The text read back from
// each PDF carries the amounts, the dates and both parties' details, with every letter of the five languages.

const clock = createManualClock(new Date('2026-10-10T07:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

/** Words of each language with the letters a font most often lacks (oʻ, gʻ; ў, қ, ғ, ҳ; ӯ, ҷ, ӣ). */
const SAMPLES: Record<Language, { receipt: string; invoice: string; act: string; seller: string }> = {
  uz: { receipt: 'Kvitansiya', invoice: 'Hisob-varaq', act: 'koʻrsatilgan xizmatlar', seller: 'Sotuvchi' },
  uzc: { receipt: 'Квитанция', invoice: 'Ҳисоб-варақ', act: 'кўрсатилган хизматлар', seller: 'Сотувчи' },
  ru: { receipt: 'Квитанция', invoice: 'Счёт', act: 'оказанных услуг', seller: 'Продавец' },
  en: { receipt: 'Receipt', invoice: 'Invoice', act: 'services rendered', seller: 'Seller' },
  tj: { receipt: 'Квитансия', invoice: 'Ҳисобнома', act: 'Санади корҳои иҷрошуда', seller: 'Фурӯшанда' },
};

interface Customer {
  token: string;
  id: number;
}
const customers = {} as Record<Language, Customer>;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  for (const language of LANGUAGES) {
    const customer = await customerIn(app(), language, 'Oʻtkir');
    customers[language] = customer;
    // Tajik and Russian customers are companies; the others individuals.
    if (language === 'tj' || language === 'ru') {
      const saved = await app().inject({
        method: 'PUT',
        url: documentPaths.payer,
        headers: bearer(customer.token),
        payload: companyPayer,
      });
      expect(saved.statusCode).toBe(200);
    }
    await ledgerEntry(app(), customer.id, { som: 1_234_567.5, reason: 'top_up' });
    clock.advance(3600_000);
    await ledgerEntry(app(), customer.id, { som: -250_000, reason: 'order_payment', orderId: 77 });
    await ledgerEntry(app(), customer.id, { som: -112_000, reason: 'domain_payment', note: 'qoʻqon.uz' });
  }
  // October is over: its statement and act are made too.
  clock.set(new Date('2026-11-28T09:00:00Z'));
});
afterAll(async () => {
  await testApp?.close();
});

const listOf = async (customer: Customer): Promise<MoneyDocument[]> => {
  const response = await app().inject({
    method: 'GET',
    url: documentPaths.list,
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const download = (customer: Customer, id: number) =>
  app().inject({
    method: 'GET',
    url: documentPaths.pdf.replace(':id', String(id)),
    headers: bearer(customer.token),
  });

describe('money documents', () => {
  it('lists a receipt, two invoices, the month statement and its act of services, for a person or a company', async () => {
    const individual = await listOf(customers.uz);
    expect(individual.map((document) => document.kind).sort()).toEqual([
      'act',
      'invoice',
      'invoice',
      'receipt',
      'statement',
    ]);
    const company = await listOf(customers.tj);
    expect(company.map((document) => document.kind).sort()).toEqual([
      'act',
      'invoice',
      'invoice',
      'receipt',
      'statement',
    ]);
    expect(company.find((document) => document.kind === 'receipt')?.amount).toBe(1_234_567.5);
    // Listing again makes nothing twice.
    expect(await listOf(customers.tj)).toHaveLength(5);
  });

  for (const language of LANGUAGES) {
    it(`draws each document in ${language} with the amounts, the dates, both parties and every letter`, async () => {
      const customer = customers[language];
      const words = SAMPLES[language];
      const isCompany = language === 'tj' || language === 'ru';
      for (const document of await listOf(customer)) {
        const response = await download(customer, document.id);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(response.rawPayload);
        // The seller (configuration) and the buyer.
        expect(text).toContain('"Portal Hosting" MChJ');
        expect(text).toContain('305123456');
        expect(text).toContain('20208000900123456001');
        expect(text).toContain('"Kapitalbank" ATB');
        expect(text).toContain(words.seller);
        if (isCompany) {
          expect(text).toContain(companyPayer.legal_name);
          expect(text).toContain(companyPayer.stir);
          expect(text).toContain(companyPayer.director);
        } else {
          expect(text).toContain('Oʻtkir Karimov');
        }
        expect(text).not.toContain('\uFFFD');
        if (document.kind === 'receipt') {
          expect(text).toContain(words.receipt);
          expect(text).toContain('1 234 567,50');
          expect(text).toContain('10.10.2026');
        }
        if (document.kind === 'invoice' && document.amount === 250_000) {
          expect(text).toContain(words.invoice);
          expect(text).toContain('250 000,00');
          expect(text).toContain('77');
        }
        if (document.kind === 'statement') {
          // Opening 0, payments 1 234 567,50, charges 362 000, closing 872 567,50.
          expect(text).toContain('362 000,00');
          expect(text).toContain('872 567,50');
          expect(text).toContain('01.10.2026');
          expect(text).toContain('31.10.2026');
        }
        if (document.kind === 'act') {
          expect(text).toContain(words.act);
          expect(text).toContain('362 000,00');
          // VAT 12 % included in 362 000: 38 785,71.
          expect(text).toContain('38 785,71');
          expect(text).toContain('qoʻqon.uz');
        }
      }
    });
  }

  it('answers the same bytes for the same document, drawn again or read from the store', async () => {
    const customer = customers.tj;
    const [first] = await listOf(customer);
    const once = await download(customer, first?.id ?? 0);
    const twice = await download(customer, first?.id ?? 0);
    expect(Buffer.compare(once.rawPayload, twice.rawPayload)).toBe(0);
    // The reconciliation act is drawn on every request, never stored: the bytes still do not change.
    const url = `${documentPaths.reconciliation}?from=2026-10-01&to=2026-10-31`;
    const actOnce = await app().inject({ method: 'GET', url, headers: bearer(customer.token) });
    clock.advance(60_000);
    const actTwice = await app().inject({ method: 'GET', url, headers: bearer(customer.token) });
    expect(actOnce.statusCode).toBe(200);
    expect(Buffer.compare(actOnce.rawPayload, actTwice.rawPayload)).toBe(0);
    const text = await pdfText(actOnce.rawPayload);
    expect(text).toContain('Санади муқоисаи ҳисоббаробаркуниҳои тарафайн');
    expect(text).toContain('Бақия дар охири давра');
    expect(text).toContain('872 567,50');
  });

  it("never gives one customer another's document, nor a reconciliation of a reversed period", async () => {
    const [theirs] = await listOf(customers.uz);
    const response = await download(customers.en, theirs?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const reversed = await app().inject({
      method: 'GET',
      url: `${documentPaths.reconciliation}?from=2026-10-31&to=2026-10-01`,
      headers: bearer(customers.en.token),
    });
    expect(reversed.statusCode).toBe(422);
    const anonymous = await app().inject({
      method: 'GET',
      url: documentPaths.pdf.replace(':id', String(theirs?.id)),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
