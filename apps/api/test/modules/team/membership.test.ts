import { randomUUID } from 'node:crypto';
import { supportPaths, teamPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { listenOnLoopback, openStream, settle, ticketFor } from '../../helpers/live.js';
import { PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { as, join, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A member at work in the owner's account: what they do lands in the owner's account and in its activity list
// under their name; money moves on the account's balance; removal takes the account from them at once, their
// open live stream included.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let baseUrl = '';
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({ ...PAYMENT_ENV, LIVE_HEARTBEAT_MS: '150' }, { clock });
  baseUrl = await listenOnLoopback(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

const openTicket = (headers: Record<string, string>) =>
  app().inject({
    method: 'POST',
    url: supportPaths.tickets,
    headers,
    payload: { department: 'technical', subject: 'PHP version', message: 'Please check the site.' },
  });
const balanceOf = async (headers: Record<string, string>) =>
  (await app().inject({ method: 'GET', url: '/api/client/user/profile', headers })).json().data.accounts
    .amount;

describe('a member in the owner’s account', () => {
  it('a technical member opens a ticket in the owner’s account, recorded under their name; billing stays shut', async () => {
    const owner = await person(app());
    const member = await person(app());
    await join(app(), owner, member, 'technical');

    const opened = await openTicket(as(member, owner.id));
    expect(opened.statusCode, opened.body).toBe(200);
    const ownerTickets = await app().inject({ method: 'GET', url: supportPaths.tickets, headers: as(owner) });
    expect(ownerTickets.json()).toMatchObject({ total: 1, data: [{ id: opened.json().data.id }] });
    const memberOwn = await app().inject({ method: 'GET', url: supportPaths.tickets, headers: as(member) });
    expect(memberOwn.json()).toMatchObject({ total: 0 });

    const billing = await app().inject({
      method: 'GET',
      url: '/api/client/user/payment/history',
      headers: as(member, owner.id),
    });
    expect(billing.statusCode).toBe(403);
    expect(billing.json()).toMatchObject({ status: false, code: 'MEMBER_FORBIDDEN' });
    // Never the owner's credentials, sessions or team.
    for (const [method, url] of [
      ['PUT', '/api/client/user/security/password'],
      ['GET', '/api/client/user/auth-history'],
      ['GET', teamPaths.members],
      ['POST', '/api/client/user/account/delete'],
    ] as const) {
      const refused = await app().inject({ method, url, headers: as(member, owner.id), payload: {} });
      expect([url, refused.json().code]).toEqual([url, 'MEMBER_FORBIDDEN']);
    }

    const activity = await app().inject({ method: 'GET', url: teamPaths.activity, headers: as(owner) });
    expect(activity.json()).toMatchObject({
      total: 1,
      data: [{ operation: 'openSupportTicket', method: 'POST', status: 200, actor_email: member.email }],
    });
    expect(activity.json().data[0].actor_name).toMatch(/\S/);
  });

  it('a billing member’s top-up is the account’s: the balance moves on the owner’s account, once per key', async () => {
    const owner = await person(app());
    const member = await person(app());
    await join(app(), owner, member, 'billing');
    const key = randomUUID();
    const create = () =>
      app().inject({
        method: 'POST',
        url: '/api/client/user/payment/merchant/create-invoice',
        headers: { ...as(member, owner.id), 'idempotency-key': key },
        payload: { merchant: 'payme', amount: 5000 },
      });
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    expect((await create()).json().data.invoice_id).toBe(first.json().data.invoice_id);
    const account = { invoice_id: first.json().data.invoice_id };
    const id = randomUUID().replaceAll('-', '').slice(0, 24);
    await paymeCall(app(), 'CreateTransaction', { id, time: clock.now().getTime(), amount: 500000, account });
    const performed = await paymeCall(app(), 'PerformTransaction', { id });
    expect(performed.result?.state).toBe(2);

    expect(await balanceOf(as(owner))).toBe(5000);
    expect(await balanceOf(as(member, owner.id))).toBe(5000);
    expect(await balanceOf(as(member))).toBe(0);
    const activity = await app().inject({ method: 'GET', url: teamPaths.activity, headers: as(owner) });
    // The repeat was answered from the store: one change, one row.
    expect(activity.json().data.map((row: { operation: string }) => row.operation)).toEqual([
      'createTopUpInvoice',
    ]);
  });

  it('a removed member loses the account at once, their open live stream included; the owner’s stays', async () => {
    const owner = await person(app());
    const member = await person(app());
    const membershipId = await join(app(), owner, member, 'viewer');

    const memberTicket = await app().inject({
      method: 'POST',
      url: '/api/client/user/events/ticket',
      headers: as(member, owner.id),
    });
    expect(memberTicket.statusCode, memberTicket.body).toBe(200);
    const { stream: memberStream } = await openStream(
      baseUrl,
      `ticket=${encodeURIComponent(memberTicket.json().data.ticket)}`,
    );
    const { stream: ownerStream } = await openStream(
      baseUrl,
      `ticket=${encodeURIComponent(await ticketFor(app(), owner.token))}`,
    );
    if (!memberStream || !ownerStream) throw new Error('no stream');
    await settle();

    const removed = await app().inject({
      method: 'DELETE',
      url: teamPaths.member.replace(':id', String(membershipId)),
      headers: as(owner),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await Promise.race([
      memberStream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 3000)),
    ]);
    expect(memberStream.isEnded()).toBe(true);
    await settle();
    expect(ownerStream.isEnded()).toBe(false);
    ownerStream.close();

    const after = await app().inject({
      method: 'GET',
      url: supportPaths.tickets,
      headers: as(member, owner.id),
    });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ status: false, code: 'TEAM_ACCOUNT_CLOSED' });
    const late = await app().inject({
      method: 'POST',
      url: '/api/client/user/events/ticket',
      headers: as(member, owner.id),
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().code).toBe('TEAM_ACCOUNT_CLOSED');
    // Their own account works as before.
    expect(
      (await app().inject({ method: 'GET', url: supportPaths.tickets, headers: as(member) })).statusCode,
    ).toBe(200);
    const accounts = await app().inject({ method: 'GET', url: teamPaths.accounts, headers: as(member) });
    expect(accounts.json().data).toHaveLength(1);
  });

  it('a changed role applies to the member’s next request', async () => {
    const owner = await person(app());
    const member = await person(app());
    const membershipId = await join(app(), owner, member, 'viewer');
    expect((await openTicket(as(member, owner.id))).json().code).toBe('MEMBER_FORBIDDEN');
    const changed = await app().inject({
      method: 'PUT',
      url: teamPaths.member.replace(':id', String(membershipId)),
      headers: as(owner),
      payload: { role: 'custom', permissions: ['support.read', 'support.manage'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await openTicket(as(member, owner.id))).statusCode).toBe(200);
  });
});
