import { adminAdjustmentPaths, adminPath, adminPaths, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { checkLedger } from '../../../src/modules/balance/balance.service.js';
import { getProfile, newCustomer, register } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A balance adjustment above BALANCE_ADJUSTMENT_APPROVAL_SOM waits for a second owner or billing member: it
// changes no balance until approved, its requester can neither approve nor reject it, and an approval applies
// it exactly once. Every step is in the audit log with who and why.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
type Member = 'owner' | 'owner2' | 'billing' | 'support' | 'readonly';
const tokens = {} as Record<Member, string>;
const staff = {} as Record<Member, TestStaff>;

beforeAll(async () => {
  testApp = await buildTestApp({ BALANCE_ADJUSTMENT_APPROVAL_SOM: '50000' }, { clock });
  const roles: [Member, StaffRole][] = [
    ['owner', 'owner'],
    ['owner2', 'owner'],
    ['billing', 'billing'],
    ['support', 'support'],
    ['readonly', 'readonly'],
  ];
  for (const [member, role] of roles) {
    staff[member] = await addStaff(testApp, role);
    tokens[member] = await staffToken(app(), staff[member]);
  }
});
afterAll(async () => {
  await testApp?.close();
});

async function newCustomerId() {
  const registered = await register(app(), newCustomer());
  const profile = await getProfile(app(), registered.json().data.access_token as string);
  return profile.json().data.id as number;
}

const post = (member: Member, url: string, payload: object) =>
  app().inject({ method: 'POST', url, headers: bearer(tokens[member]), payload });
const get = (member: Member, url: string) =>
  app().inject({ method: 'GET', url, headers: bearer(tokens[member]) });

const adjust = (member: Member, customerId: number, amount: number | string, reason = 'Bank transfer 12') =>
  post(member, adminPath(adminPaths.balanceAdjustments, customerId), {
    amount,
    category: 'bank_transfer',
    reason,
  });
const approve = (member: Member, id: number, reason = 'Checked the bank statement') =>
  post(member, adminPath(adminAdjustmentPaths.approve, id), { reason });
const reject = (member: Member, id: number, reason = 'No such transfer') =>
  post(member, adminPath(adminAdjustmentPaths.reject, id), { reason });
const balanceOf = async (customerId: number) =>
  (await get('readonly', adminPath(adminPaths.customer, customerId))).json().data.balance as number;
const auditOf = async (customerId: number) =>
  (
    (await get('owner', `${adminPaths.auditLog}?customer_id=${customerId}`)).json().data as {
      action: string;
      staff_id: number;
      before: unknown;
      after: Record<string, unknown>;
    }[]
  ).reverse();

async function pendingRequest(customerId: number, amount = 60_000) {
  const answer = await adjust('billing', customerId, amount);
  expect(answer.statusCode).toBe(200);
  expect(answer.json().data).toMatchObject({ outcome: 'pending' });
  return answer.json().data.request_id as number;
}

describe('balance adjustments and the approval threshold', () => {
  it('applies an adjustment up to the threshold at once', async () => {
    const id = await newCustomerId();
    const answer = await adjust('billing', id, 50_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ outcome: 'applied', balance: 50_000 });
    expect(await balanceOf(id)).toBe(50_000);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['balance.adjust']);
  });

  it('keeps one above it pending, changing no balance, and lists it with the customer and requester', async () => {
    const id = await newCustomerId();
    const requestId = await pendingRequest(id, -60_000.5);
    expect(await balanceOf(id)).toBe(0);
    expect((await adjust('owner', id, '50000.01')).json().data).toMatchObject({
      outcome: 'pending',
      balance: 0,
    });
    const list = await get('owner', adminAdjustmentPaths.requests);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((row: { id: number }) => row.id === requestId);
    expect(listed).toMatchObject({
      customer: { id, name: 'Aziz Karimov' },
      amount: -60_000.5,
      category: 'bank_transfer',
      reason: 'Bank transfer 12',
      requested_by: { id: staff.billing.id, name: staff.billing.name },
      status: 'pending',
      decided_by: null,
    });
    expect(listed.customer.email).toContain('@');
    expect((await auditOf(id)).slice(0, 1)).toMatchObject([
      {
        action: 'balance.adjust-request',
        staff_id: staff.billing.id,
        before: null,
        after: { amount: -60_000.5, request_id: requestId, status: 'pending', reason: 'Bank transfer 12' },
      },
    ]);
  });

  it('refuses the requester their own approval and rejection, and support and readonly any decision', async () => {
    const id = await newCustomerId();
    const requestId = await pendingRequest(id);
    for (const decide of [approve, reject]) {
      const own = await decide('billing', requestId);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ status: false, code: 'ADJUSTMENT_OWN_REQUEST' });
      expect(own.json().message).not.toBe('');
      for (const member of ['support', 'readonly'] as const) {
        const refused = await decide(member, requestId);
        expect({ member, status: refused.statusCode, code: refused.json().code }).toEqual({
          member,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
    for (const member of ['support', 'readonly'] as const) {
      expect((await get(member, adminAdjustmentPaths.requests)).statusCode).toBe(403);
    }
    expect(await balanceOf(id)).toBe(0);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['balance.adjust-request']);
  });

  it('applies it once when approved twice, even at the same moment, with the balance read under the lock', async () => {
    const id = await newCustomerId();
    await adjust('owner', id, 1000, 'Opening credit');
    const requestId = await pendingRequest(id);
    const [first, second] = await Promise.all([approve('owner', requestId), approve('owner2', requestId)]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409]);
    expect(answers[0]?.json().data).toMatchObject({ balance: 61_000 });
    expect(answers[1]?.json().code).toBe('ADJUSTMENT_ALREADY_DECIDED');
    expect((await approve('owner', requestId)).statusCode).toBe(409);
    expect((await reject('owner2', requestId)).statusCode).toBe(409);
    expect(await balanceOf(id)).toBe(61_000);
    const approval = (await auditOf(id)).filter((row) => row.action === 'balance.adjust-approve');
    expect(approval).toEqual([
      expect.objectContaining({
        before: { balance: 1000, status: 'pending' },
        after: expect.objectContaining({
          balance: 61_000,
          amount: 60_000,
          status: 'approved',
          request_id: requestId,
          requested_by: staff.billing.id,
          decision_reason: 'Checked the bank statement',
        }),
      }),
    ]);
    expect([staff.owner.id, staff.owner2.id]).toContain(approval[0]?.staff_id);
    const decided = (await get('billing', `${adminAdjustmentPaths.requests}?status=decided`)).json().data;
    expect(decided.find((row: { id: number }) => row.id === requestId)).toMatchObject({
      status: 'approved',
      decision_reason: 'Checked the bank statement',
    });
    expect((await checkLedger(app().db)).ok).toBe(true);
  });

  it('changes nothing when rejected, keeps the reason, and a rejected request cannot be approved', async () => {
    const id = await newCustomerId();
    const requestId = await pendingRequest(id);
    const rejected = await reject('owner', requestId, 'No such transfer arrived');
    expect(rejected.statusCode).toBe(200);
    expect(await balanceOf(id)).toBe(0);
    expect((await approve('owner2', requestId)).json().code).toBe('ADJUSTMENT_ALREADY_DECIDED');
    expect(await balanceOf(id)).toBe(0);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'balance.adjust-reject',
      staff_id: staff.owner.id,
      before: { status: 'pending' },
      after: { status: 'rejected', amount: 60_000, decision_reason: 'No such transfer arrived' },
    });
    const pending = (await get('owner', adminAdjustmentPaths.requests)).json().data;
    expect(pending.map((row: { id: number }) => row.id)).not.toContain(requestId);
  });

  it('refuses an approval without a reason, an unknown request, and a debit the balance no longer covers', async () => {
    const id = await newCustomerId();
    const requestId = await pendingRequest(id, -60_000);
    const noReason = await post('owner', adminPath(adminAdjustmentPaths.approve, requestId), {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    expect((await approve('owner', 2_000_000_000)).statusCode).toBe(404);
    const short = await approve('owner', requestId);
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(id)).toBe(0);
    const stillPending = (await get('owner', adminAdjustmentPaths.requests)).json().data;
    expect(stillPending.map((row: { id: number }) => row.id)).toContain(requestId);
  });
});
