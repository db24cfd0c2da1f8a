import {
  adminBankPaths,
  type BankStatement,
  documentPaths,
  type PaymentHistoryEntry,
  paymentPaths,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { companyPayer, customerIn, pdfText } from './documents-helpers.js';

// A company asks for an invoice, pays it by bank transfer with the reference in the purpose line, and billing
// staff record the payment by hand or from the bank's statement: matched by reference and STIR, previewed,
// credited once on confirmation however often the statement comes, every step audited.

const clock = createManualClock(new Date('2026-11-20T06:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const staff = { billing: '', support: '', owner: '' };
let company: { token: string; id: number };
let person: { token: string; id: number };

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  staff.billing = await staffToken(app(), await addStaff(testApp, 'billing'));
  staff.support = await staffToken(app(), await addStaff(testApp, 'support'));
  staff.owner = await staffToken(app(), await addStaff(testApp, 'owner'));
  company = await customerIn(app(), 'ru');
  person = await customerIn(app(), 'uz');
});
afterAll(async () => {
  await testApp?.close();
});

let keys = 0;
const asCustomer = (who: { token: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app().inject({
    method,
    url,
    headers: {
      ...bearer(who.token),
      ...(method === 'POST' ? { 'idempotency-key': `bank-test-${++keys}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const asStaff = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const balanceOf = async (who: { token: string }) =>
  (await asCustomer(who, 'GET', '/api/client/user/profile')).json().data.accounts.amount as number;
const invoiceFor = async (amount: number) => {
  const response = await asCustomer(company, 'POST', documentPaths.bankInvoices, { amount });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; reference: string; document_id: number };
};
const csvOf = (lines: string[]) =>
  ['date;amount;payer_name;payer_stir;payer_account;purpose', ...lines].join('\r\n');
const audits = (action: string) => app().db.select().from(auditLog).where(eq(auditLog.action, action));

describe('payer profile', () => {
  it('is an individual until the customer chooses a company; the change is audited', async () => {
    const before = await asCustomer(company, 'GET', documentPaths.payer);
    expect(before.json().data).toEqual({ kind: 'individual' });
    const saved = await asCustomer(company, 'PUT', documentPaths.payer, companyPayer);
    expect(saved.statusCode).toBe(200);
    expect((await asCustomer(company, 'GET', documentPaths.payer)).json().data).toEqual(companyPayer);
    const [row] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payer.update'), eq(auditLog.customerId, company.id)));
    expect(row?.before).toEqual({ kind: 'individual' });
    expect(row?.after).toMatchObject({ stir: companyPayer.stir });
  });

  it('refuses a STIR, account, MFO or VAT code of the wrong shape field by field', async () => {
    const response = await asCustomer(person, 'PUT', documentPaths.payer, {
      ...companyPayer,
      stir: '01234567',
      bank_account: '1234',
      mfo: '123456',
      vat_code: null,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['bank_account', 'mfo', 'stir', 'vat_code']);
  });

  it('lets only a company ask for an invoice to pay by bank transfer', async () => {
    const response = await asCustomer(person, 'POST', documentPaths.bankInvoices, { amount: 100_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYER_NOT_COMPANY');
  });
});

describe('bank transfer', () => {
  it("prints the payment reference and the company's details on the invoice", async () => {
    const invoice = await invoiceFor(1_500_000);
    expect(invoice.reference).toMatch(/^BT-[A-Z2-9]{8}$/);
    const pdf = await asCustomer(
      company,
      'GET',
      documentPaths.pdf.replace(':id', String(invoice.document_id)),
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Счёт на оплату');
    expect(text).toContain(`Обязательно укажите в назначении платежа: ${invoice.reference}`);
    expect(text).toContain('1 500 000,00');
    expect(text).toContain(companyPayer.legal_name);
    expect(text).toContain('305123456');
  });

  it('credits a statement once however often it is uploaded, and keeps a wrong reference unmatched', async () => {
    const invoice = await invoiceFor(2_000_000);
    const startBalance = await balanceOf(company);
    const csv = csvOf([
      `20.11.2026;2 000 000,00;"Qoʻqon Savdo; MChJ";${companyPayer.stir};20208000400987654321;"Oplata po schetu ${invoice.reference.toLowerCase()} za hosting"`,
      `20.11.2026;700000.00;Boshqa MChJ;${companyPayer.stir};20208000400987654321;Oplata po schetu BT-ZZZZZZZZ`,
      `2026-11-20;900000;Begona MChJ;309876543;20208000400000000001;Oplata po schetu ${invoice.reference}`,
    ]);
    const preview = await asStaff(staff.billing, 'POST', adminBankPaths.statements, {
      file_name: 'nov-20.csv',
      csv,
    });
    expect(preview.statusCode).toBe(200);
    const statement: BankStatement = preview.json().data;
    expect(statement.lines.map((line) => line.status)).toEqual(['matched', 'unmatched', 'unmatched']);
    expect(statement.lines[0]).toMatchObject({
      amount: 2_000_000,
      reference: invoice.reference,
      customer_id: company.id,
    });
    // A preview moves no money.
    expect(await balanceOf(company)).toBe(startBalance);

    const confirmed = await asStaff(
      staff.billing,
      'POST',
      adminBankPaths.statementConfirm.replace(':id', String(statement.id)),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.lines.map((line: { status: string }) => line.status)).toEqual([
      'credited',
      'unmatched',
      'unmatched',
    ]);
    expect(await balanceOf(company)).toBe(startBalance + 2_000_000);

    // The same file again: its line is already credited, and confirming it moves nothing.
    const again = await asStaff(staff.billing, 'POST', adminBankPaths.statements, {
      file_name: 'nov-20.csv',
      csv,
    });
    const second: BankStatement = again.json().data;
    expect(second.lines[0]?.status).toBe('already_credited');
    const secondConfirm = await asStaff(
      staff.billing,
      'POST',
      adminBankPaths.statementConfirm.replace(':id', String(second.id)),
    );
    expect(secondConfirm.statusCode).toBe(200);
    expect(await balanceOf(company)).toBe(startBalance + 2_000_000);

    // The ledger says bank transfer with the invoice's number; the customer is told.
    const history: PaymentHistoryEntry[] = (await asCustomer(company, 'GET', paymentPaths.history)).json()
      .data;
    const credits = history.filter((entry) => entry.reason === 'bank_transfer');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 2_000_000, action: '+', note: `№ ${invoice.reference}` });
    const notifications = await asCustomer(company, 'GET', '/api/client/user/notifications');
    expect(JSON.stringify(notifications.json().data)).toContain('top_up_credited');

    const unmatched = await asStaff(staff.billing, 'GET', adminBankPaths.unmatched);
    const purposes = unmatched.json().data.map((line: { payer_stir: string; amount: number }) => line.amount);
    expect(purposes).toEqual(expect.arrayContaining([700_000, 900_000]));
    expect(purposes).not.toContain(2_000_000);
    expect((await audits('bank_statement.confirm')).length).toBe(2);
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('credits once when two confirmations of one statement race', async () => {
    const invoice = await invoiceFor(300_000);
    const startBalance = await balanceOf(company);
    const csv = csvOf([
      `2026-11-21;300000.00;Qoʻqon Savdo;${companyPayer.stir};20208000400987654321;${invoice.reference}`,
    ]);
    const preview = await asStaff(staff.billing, 'POST', adminBankPaths.statements, {
      file_name: 'nov-21.csv',
      csv,
    });
    const url = adminBankPaths.statementConfirm.replace(':id', String(preview.json().data.id));
    const answers = await Promise.all([
      asStaff(staff.billing, 'POST', url),
      asStaff(staff.owner, 'POST', url),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(company)).toBe(startBalance + 300_000);
  });

  it('records a payment by hand once, refuses a wrong reference, and audits it', async () => {
    const invoice = await invoiceFor(450_000.5);
    const startBalance = await balanceOf(company);
    const payment = {
      reference: invoice.reference,
      amount: 450_000.5,
      payer_stir: companyPayer.stir,
      paid_on: '2026-11-22',
      purpose: `Predoplata ${invoice.reference}`,
    };
    const forbidden = await asStaff(staff.support, 'POST', adminBankPaths.payments, payment);
    expect(forbidden.statusCode).toBe(403);
    const recorded = await asStaff(staff.billing, 'POST', adminBankPaths.payments, payment);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data).toMatchObject({ reference: invoice.reference, customer_id: company.id });
    expect(await balanceOf(company)).toBe(startBalance + 450_000.5);
    const repeated = await asStaff(staff.billing, 'POST', adminBankPaths.payments, payment);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().code).toBe('BANK_INVOICE_ALREADY_PAID');
    const wrong = await asStaff(staff.billing, 'POST', adminBankPaths.payments, {
      ...payment,
      reference: 'BT-ZZZZZZZZ',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('reference');
    const otherStir = await asStaff(staff.billing, 'POST', adminBankPaths.payments, {
      ...payment,
      payer_stir: '309876543',
    });
    expect(otherStir.statusCode).toBe(422);
    expect(await balanceOf(company)).toBe(startBalance + 450_000.5);
    const recordedAudits = await audits('bank_payment.record');
    expect(recordedAudits.some((row) => row.customerId === company.id && row.before === null)).toBe(true);
  });

  it("lets the owner alone change the seller's details (audited), which later documents print", async () => {
    const seller = {
      legal_name: '"Yangi Sotuvchi" MChJ',
      stir: '306654321',
      address: 'Toshkent sh., Chilonzor t., 1',
      bank_account: '20208000100000000002',
      bank_name: '"Ipak Yoʻli" ATB',
      mfo: '00444',
      vat_payer: false,
      vat_code: null,
    };
    expect((await asStaff(staff.billing, 'PUT', adminBankPaths.seller, seller)).statusCode).toBe(403);
    const saved = await asStaff(staff.owner, 'PUT', adminBankPaths.seller, seller);
    expect(saved.statusCode).toBe(200);
    expect((await asStaff(staff.billing, 'GET', adminBankPaths.seller)).json().data).toEqual(seller);
    expect((await audits('seller.update')).length).toBe(1);
    const invoice = await invoiceFor(10_000);
    const pdf = await asCustomer(
      company,
      'GET',
      documentPaths.pdf.replace(':id', String(invoice.document_id)),
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('"Yangi Sotuvchi" MChJ');
    expect(text).toContain('20208000100000000002, банк: "Ipak Yoʻli" ATB, МФО: 00444');
    expect(text).toContain('Не является плательщиком НДС');
    expect(text).toContain('Без НДС');
  });

  it('gives staff the reconciliation act and the documents of a customer, each view audited', async () => {
    const act = await asStaff(
      staff.billing,
      'GET',
      `${adminBankPaths.customerReconciliation.replace(':id', String(company.id))}?from=2026-11-01&to=2026-11-30`,
    );
    expect(act.statusCode).toBe(200);
    const text = await pdfText(act.rawPayload);
    expect(text).toContain('Акт сверки взаимных расчётов');
    expect(text).toContain('Сальдо на конец периода');
    // 2 000 000 + 300 000 + 450 000.50 received in November.
    expect(text).toContain('2 750 000,50');
    const list = await asStaff(
      staff.billing,
      'GET',
      adminBankPaths.customerDocuments.replace(':id', String(company.id)),
    );
    const receipt = list.json().data.find((document: { kind: string }) => document.kind === 'receipt');
    const pdf = await asStaff(
      staff.billing,
      'GET',
      adminBankPaths.customerDocumentPdf
        .replace(':id', String(company.id))
        .replace(':document_id', String(receipt.id)),
    );
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Банковский перевод, счёт №');
    expect((await audits('document.view')).length).toBe(1);
    // The customer reads the same receipt; another customer cannot.
    expect(
      (await asCustomer(company, 'GET', documentPaths.pdf.replace(':id', String(receipt.id)))).statusCode,
    ).toBe(200);
    expect(
      (await asCustomer(person, 'GET', documentPaths.pdf.replace(':id', String(receipt.id)))).statusCode,
    ).toBe(404);
  });
});
