import {
  adminBankPaths,
  type BankStatement,
  type PaymentHistoryEntry,
  paymentPaths,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, users } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { customerIn } from './documents-helpers.js';

// A confirmed statement's line that matched no invoice waits for billing staff: they credit it to the customer
// who paid (once, with the line's new state, whoever else tries at the same moment) or mark it not ours with a
// reason. Both are audited and final; support staff may do neither.

const clock = createManualClock(new Date('2026-11-24T06:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
const staff = { billing: '', owner: '', support: '' };
let customer: { token: string; id: number };

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  staff.billing = await staffToken(app(), await addStaff(testApp, 'billing'));
  staff.owner = await staffToken(app(), await addStaff(testApp, 'owner'));
  staff.support = await staffToken(app(), await addStaff(testApp, 'support'));
  customer = await customerIn(app(), 'uz');
});
afterAll(async () => {
  await testApp?.close();
});

let keys = 0;
const post = (token: string, url: string, payload?: object, key = `bank-line-key-${++keys}`) =>
  app().inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': key },
    ...(payload ? { payload } : {}),
  });
const balance = async () =>
  (
    await app().inject({
      method: 'GET',
      url: '/api/client/user/profile',
      headers: bearer(customer.token),
    })
  ).json().data.accounts.amount as number;
const assignUrl = (lineId: number, customerId = customer.id) =>
  adminBankPaths.lineAssign.replace(':id', String(customerId)).replace(':line_id', String(lineId));
const notOursUrl = (lineId: number) => adminBankPaths.lineNotOurs.replace(':id', String(lineId));
const audits = (action: string) => app().db.select().from(auditLog).where(eq(auditLog.action, action));

/** Uploads (and, unless told otherwise, confirms) a statement of lines no invoice matches; answers their ids. */
async function unmatchedLines(amounts: number[], confirm = true): Promise<number[]> {
  const csv = [
    'date;amount;payer_name;payer_stir;payer_account;purpose',
    ...amounts.map(
      (amount) => `2026-11-23;${amount};Qoʻqon Savdo MChJ;301234567;20208000400987654321;Hosting`,
    ),
  ].join('\r\n');
  const preview = await post(staff.billing, adminBankPaths.statements, { file_name: 'nov.csv', csv });
  const statement: BankStatement = preview.json().data;
  if (confirm) {
    const confirmed = await post(
      staff.billing,
      adminBankPaths.statementConfirm.replace(':id', String(statement.id)),
    );
    expect(confirmed.statusCode).toBe(200);
  }
  return statement.lines.map((line) => line.id);
}

describe('an unmatched bank line', () => {
  it('is credited to the customer staff pick, once, as a bank transfer; the line leaves the queue', async () => {
    const [lineId = 0] = await unmatchedLines([450_000]);
    const before = await balance();
    const key = 'assign-once-1';
    const first = await post(staff.billing, assignUrl(lineId), undefined, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ line_id: lineId, status: 'assigned', customer_id: customer.id });
    // The same request again (a retried click) answers the first answer and credits nothing more.
    const repeat = await post(staff.billing, assignUrl(lineId), undefined, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    // A new request for a handled line is refused, translated.
    const again = await post(staff.owner, assignUrl(lineId));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BANK_LINE_HANDLED');
    expect(await balance()).toBe(before + 450_000);

    const history: PaymentHistoryEntry[] = (
      await app().inject({ method: 'GET', url: paymentPaths.history, headers: bearer(customer.token) })
    ).json().data;
    expect(history.filter((entry) => entry.reason === 'bank_transfer')).toEqual([
      expect.objectContaining({ amount: 450_000, note: 'Qoʻqon Savdo MChJ, 2026-11-23' }),
    ]);
    const queue = await app().inject({
      method: 'GET',
      url: adminBankPaths.unmatched,
      headers: bearer(staff.billing),
    });
    expect(queue.json().data.map((line: { id: number }) => line.id)).not.toContain(lineId);
    const [row] = await audits('bank_line.assign');
    expect(row?.customerId).toBe(customer.id);
    expect(row?.after).toMatchObject({ status: 'assigned', line_id: lineId, amount: 450_000 });
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('credits once when two staff assign it at the same moment', async () => {
    const [lineId = 0] = await unmatchedLines([120_000]);
    const before = await balance();
    const answers = await Promise.all([
      post(staff.billing, assignUrl(lineId)),
      post(staff.owner, assignUrl(lineId)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(before + 120_000);
  });

  it('is marked not ours with a reason, moving no money; then it can no longer be assigned', async () => {
    const [lineId = 0] = await unmatchedLines([80_000]);
    const before = await balance();
    const marked = await post(staff.billing, notOursUrl(lineId), { reason: 'Returned to the payer' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ line_id: lineId, status: 'not_ours', customer_id: null });
    const assign = await post(staff.billing, assignUrl(lineId));
    expect(assign.statusCode).toBe(409);
    expect(assign.json().code).toBe('BANK_LINE_HANDLED');
    expect(await balance()).toBe(before);
    const [row] = await audits('bank_line.not_ours');
    expect(row?.after).toMatchObject({
      status: 'not_ours',
      line_id: lineId,
      reason: 'Returned to the payer',
    });
  });

  it('refuses a deleted customer with its code and words, crediting nothing; the line stays in the queue', async () => {
    const [lineId = 0] = await unmatchedLines([75_000]);
    const gone = await customerIn(app(), 'ru', 'Dilshod');
    await app().db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, gone.id));
    const answer = await app().inject({
      method: 'POST',
      url: assignUrl(lineId, gone.id),
      headers: { ...bearer(staff.billing), 'idempotency-key': 'assign-deleted-1', 'accept-language': 'ru' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'BANK_LINE_CUSTOMER_DELETED',
      message:
        'Аккаунт этого клиента удалён: на его баланс платёж не зачисляется. Зачислите строку другому клиенту или отметьте её как не нашу.',
    });
    const credits = await app().db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, gone.id));
    expect(credits).toEqual([]);
    expect(await audits('bank_line.assign')).not.toContainEqual(
      expect.objectContaining({ customerId: gone.id }),
    );
    const queue = await app().inject({
      method: 'GET',
      url: adminBankPaths.unmatched,
      headers: bearer(staff.billing),
    });
    expect(queue.json().data.map((line: { id: number }) => line.id)).toContain(lineId);
    // A live customer can still be credited with the same line.
    expect((await post(staff.billing, assignUrl(lineId))).statusCode).toBe(200);
  });

  it('refuses a missing reason, a preview line, an unknown customer, and support staff, changing nothing', async () => {
    const [lineId = 0] = await unmatchedLines([60_000]);
    const [previewLine = 0] = await unmatchedLines([61_000], false);
    const before = await balance();
    const blank = await post(staff.billing, notOursUrl(lineId), { reason: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['reason']);
    expect((await post(staff.billing, assignUrl(previewLine))).statusCode).toBe(404);
    expect((await post(staff.billing, assignUrl(lineId, 999_999))).statusCode).toBe(404);
    expect((await post(staff.support, assignUrl(lineId))).statusCode).toBe(403);
    expect((await post(staff.support, notOursUrl(lineId), { reason: 'Not ours' })).statusCode).toBe(403);
    expect(await balance()).toBe(before);
    const queue = await app().inject({
      method: 'GET',
      url: adminBankPaths.unmatched,
      headers: bearer(staff.billing),
    });
    expect(queue.json().data.map((line: { id: number }) => line.id)).toContain(lineId);
  });
});
