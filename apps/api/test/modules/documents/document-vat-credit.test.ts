import { documentPaths, type MoneyDocument } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { companyPayer, customerIn, ledgerEntry, pdfText } from './documents-helpers.js';

// What an accountant files for a month: VAT stated once (in the month's act of services rendered, on the services
// less what was given back), a credit note for a cancelled order's unused days, each PDF in the language asked for.

const clock = createManualClock(new Date('2026-10-05T07:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let company: { token: string; id: number };
let person: { token: string; id: number };

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  company = await customerIn(app(), 'en', 'Oʻtkir');
  const saved = await app().inject({
    method: 'PUT',
    url: documentPaths.payer,
    headers: bearer(company.token),
    payload: companyPayer,
  });
  expect(saved.statusCode).toBe(200);
  const invoice = await app().inject({
    method: 'POST',
    url: documentPaths.bankInvoices,
    headers: { ...bearer(company.token), 'idempotency-key': 'vat-month-invoice' },
    payload: { amount: 1_000_000 },
  });
  expect(invoice.statusCode).toBe(200);
  await ledgerEntry(app(), company.id, { som: 1_000_000, reason: 'top_up' });
  clock.advance(86_400_000);
  await ledgerEntry(app(), company.id, { som: -250_000, reason: 'order_payment', orderId: 77 });
  await ledgerEntry(app(), company.id, { som: -112_000, reason: 'domain_payment', note: 'qoʻqon.uz' });
  clock.advance(86_400_000);
  await ledgerEntry(app(), company.id, { som: 50_000, reason: 'order_cancel_refund', orderId: 77 });

  // A person whose October had services and whose November only a top-up.
  person = await customerIn(app(), 'uz', 'Oʻtkir');
  await ledgerEntry(app(), person.id, { som: 30_000, reason: 'top_up' });
  await ledgerEntry(app(), person.id, { som: -10_000, reason: 'order_payment', orderId: 78 });
  clock.set(new Date('2026-11-12T07:00:00Z'));
  await ledgerEntry(app(), person.id, { som: 20_000, reason: 'top_up' });
  // October and November are over.
  clock.set(new Date('2026-12-03T09:00:00Z'));
});
afterAll(async () => {
  await testApp?.close();
});

const listOf = async (customer: { token: string }): Promise<MoneyDocument[]> => {
  const response = await app().inject({
    method: 'GET',
    url: documentPaths.list,
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const download = (customer: { token: string }, id: number, query = '') =>
  app().inject({
    method: 'GET',
    url: `${documentPaths.pdf.replace(':id', String(id))}${query}`,
    headers: { ...bearer(customer.token), 'accept-language': 'en' },
  });
const textOf = async (customer: { token: string }, id: number, query = '') => {
  const response = await download(customer, id, query);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

describe("a month's documents", () => {
  it('state VAT once over receipts, invoices, the bank invoice, credit notes and the act: on the services rendered', async () => {
    const october = (await listOf(company)).filter(
      (document) => document.period === '2026-10' || document.issued_at.startsWith('2026-10'),
    );
    expect(october.map((document) => document.kind).sort()).toEqual([
      'act',
      'bank_invoice',
      'credit_note',
      'invoice',
      'invoice',
      'receipt',
      'statement',
    ]);
    let vatTiyin = 0;
    let statements = 0;
    for (const document of october) {
      const text = await textOf(company, document.id);
      for (const match of text.matchAll(/including VAT 12 % (-?[\d ]+),(\d\d)/g)) {
        statements += 1;
        vatTiyin += Number((match[1] ?? '').replaceAll(' ', '')) * 100 + Number(match[2]);
      }
      if (document.kind === 'receipt' || document.kind === 'bank_invoice') {
        expect(text).toContain('Advance payment: VAT is charged in the act of services rendered');
      }
      if (document.kind === 'invoice' || document.kind === 'credit_note') {
        expect(text).toContain("VAT is charged in this month's act of services rendered.");
      }
    }
    // Services rendered: 250 000 + 112 000 - 50 000 = 312 000 som, VAT 12 % included: 33 428,57.
    expect(statements).toBe(1);
    expect(vatTiyin).toBe(Math.round((31_200_000 * 12) / 112));
    const act = await textOf(company, october.find((document) => document.kind === 'act')?.id ?? 0);
    expect(act).toContain('312 000,00');
    expect(act).toContain('Amount in words: Three hundred twelve thousand som 00 tiyin');
  }, 120_000);

  it("gives a cancelled order's unused days a credit note, linked to its ledger row and a line of the reconciliation act", async () => {
    const documents = await listOf(company);
    const credit = documents.find((document) => document.kind === 'credit_note');
    expect(credit).toMatchObject({
      amount: 50_000,
      number: `C-${String(credit?.ledger_entry_id).padStart(6, '0')}`,
    });
    expect(credit?.ledger_entry_id).toEqual(expect.any(Number));
    const text = await textOf(company, credit?.id ?? 0);
    expect(text).toContain('Credit note');
    expect(text).toContain('Unused days returned, order № 77 cancelled');
    expect(text).toContain('50 000,00');
    expect(text).toContain('Amount in words: Fifty thousand som 00 tiyin');
    expect(text).toContain(companyPayer.legal_name);

    const reconciliation = await app().inject({
      method: 'GET',
      url: `${documentPaths.reconciliation}?from=2026-10-01&to=2026-10-31`,
      headers: bearer(company.token),
    });
    expect(reconciliation.statusCode).toBe(200);
    const act = await pdfText(reconciliation.rawPayload);
    expect(act).toContain(`Credit note № ${credit?.number}: Unused days returned, order № 77 cancelled`);
    // Opening 0, payments 1 000 000 + 50 000, charges 362 000, closing 688 000.
    expect(act).toContain('1 050 000,00');
    expect(act).toContain('688 000,00');
  });

  it("lists an act for each month that is over with services, a person's too, and none for a month of top-ups only", async () => {
    const acts = (await listOf(person)).filter((document) => document.kind === 'act');
    expect(acts.map((document) => document.period)).toEqual(['2026-10']);
    const text = await textOf(person, acts[0]?.id ?? 0, '?lang=uz');
    expect(text).toContain('Bajarilgan ishlar (koʻrsatilgan xizmatlar) dalolatnomasi');
    expect(text).toContain('Summa soʻz bilan: Oʻn ming soʻm 00 tiyin');
    expect(text).toContain('shu jumladan QQS 12 % 1 071,43');
  });

  it('draws a document in the language asked for, keeps each language apart, and refuses an unknown one', async () => {
    const [receipt] = (await listOf(person)).filter((document) => document.kind === 'receipt');
    // The account's language (uz) when none is asked for.
    expect(await textOf(person, receipt?.id ?? 0)).toContain('Kvitansiya');
    const russian = await download(person, receipt?.id ?? 0, '?lang=ru');
    const russianText = await pdfText(russian.rawPayload);
    expect(russianText).toContain('Квитанция');
    expect(russianText).toContain(
      'Расчётный счёт: 20208000900123456001, банк: "Kapitalbank" ATB, МФО: 00873',
    );
    expect(await textOf(person, receipt?.id ?? 0, '?lang=tj')).toContain('Квитансия');
    const again = await download(person, receipt?.id ?? 0, '?lang=ru');
    expect(Buffer.compare(russian.rawPayload, again.rawPayload)).toBe(0);

    const unknown = await download(person, receipt?.id ?? 0, '?lang=de');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(unknown.json())).toContain('Invalid value.');
  });
});
