import { type LiveEvent, liveEventPaths, securityPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { sweepLiveEvents } from '../../../src/modules/live/live-events.service.js';
import { login, registerCustomer, userIdOf } from '../../helpers/customers.js';
import { listenOnLoopback, openStream, settle, streamFor, ticketFor } from '../../helpers/live.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

const clock = createManualClock(new Date('2026-05-01T08:00:00Z'));
let testApp: TestApp;
let baseUrl: string;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({ ...PAYMENT_ENV, LIVE_HEARTBEAT_MS: '150' }, { clock });
  baseUrl = await listenOnLoopback(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

async function payWithPayme(token: string, amount: number) {
  const { invoice_id } = await newInvoice(app(), token, 'payme', amount);
  const id = `${invoice_id}`.padStart(24, 'b');
  const params = { id, time: clock.now().getTime(), amount: amount * 100, account: { invoice_id } };
  expect((await paymeCall(app(), 'CreateTransaction', params)).result?.state).toBe(1);
  expect((await paymeCall(app(), 'PerformTransaction', { id })).result?.state).toBe(2);
}

/** The new balance a balance event carries (null for other kinds). */
const balanceIn = (event: LiveEvent) => (event.kind === 'balance' ? event.payload.balance : null);

const credit = (userId: number, som: number) =>
  app().db.transaction((tx) =>
    changeBalance(tx, { userId, amountTiyin: som * 100, reason: 'top_up', reference: null, at: clock.now() }),
  );

describe('the ticket', () => {
  it('is given only to a signed-in customer, with its expiry 60 s on', async () => {
    const anonymous = await app().inject({ method: 'POST', url: liveEventPaths.ticket });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await registerCustomer(app());
    const response = await app().inject({
      method: 'POST',
      url: liveEventPaths.ticket,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const { ticket, expires_at } = response.json().data;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime() - clock.now().getTime()).toBe(60_000);
  });

  it('opens one stream once: a second use answers 401 in the envelope', async () => {
    const { token } = await registerCustomer(app());
    const ticket = await ticketFor(app(), token);
    const first = await openStream(baseUrl, `ticket=${ticket}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-accel-buffering')).toBe('no');
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    const second = await openStream(baseUrl, `ticket=${ticket}`);
    expect(second.stream).toBeNull();
    expect(second.response.status).toBe(401);
    expect(await second.response.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    first.stream?.close();
  });

  it('of two racing uses, exactly one gets the stream', async () => {
    const { token } = await registerCustomer(app());
    const ticket = await ticketFor(app(), token);
    const opened = await Promise.all([
      openStream(baseUrl, `ticket=${ticket}`),
      openStream(baseUrl, `ticket=${ticket}`),
    ]);
    expect(opened.map((one) => one.response.status).sort()).toEqual([200, 401]);
    for (const one of opened) one.stream?.close();
  });

  it('is refused when unknown, expired, or its session has ended', async () => {
    const { token } = await registerCustomer(app());
    expect((await openStream(baseUrl, 'ticket=nothing-like-a-ticket')).response.status).toBe(401);
    expect((await openStream(baseUrl, '')).response.status).toBe(422);

    const expiring = await ticketFor(app(), token);
    clock.advance(60_001);
    expect((await openStream(baseUrl, `ticket=${expiring}`)).response.status).toBe(401);

    const orphan = await ticketFor(app(), token);
    await app().inject({
      method: 'POST',
      url: '/api/client/user/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await openStream(baseUrl, `ticket=${orphan}`)).response.status).toBe(401);
  });
});

describe('the stream', () => {
  it('sends heartbeats while idle', async () => {
    const { token } = await registerCustomer(app());
    const stream = await streamFor(app(), baseUrl, token);
    await stream.waitForHeartbeat();
    await stream.waitForHeartbeat();
    expect(stream.events).toEqual([]);
    stream.close();
  });

  it('carries a Payme top-up (balance and the new notification) to that customer only', async () => {
    const payer = await registerCustomer(app());
    const other = await registerCustomer(app());
    const payerStream = await streamFor(app(), baseUrl, payer.token);
    const otherStream = await streamFor(app(), baseUrl, other.token);

    await payWithPayme(payer.token, 25_000);
    const balance = await payerStream.waitFor((event) => event.kind === 'balance');
    expect(balance.payload).toEqual({ balance: 2_500_000, change: 2_500_000, reason: 'top_up' });
    const notification = await payerStream.waitFor((event) => event.kind === 'notification');
    expect(notification.payload).toMatchObject({ unread_count: 1 });

    // The other customer's own change arrives, and it is the only thing their stream ever got.
    await credit(await userIdOf(app(), other.token), 10);
    await otherStream.waitFor((event) => event.kind === 'balance');
    await settle();
    expect(otherStream.events.map((event) => [event.kind, event.payload])).toEqual([
      ['balance', { balance: 1000, change: 1000, reason: 'top_up' }],
    ]);
    payerStream.close();
    otherStream.close();
  });

  it('sends nothing for a change that was rolled back', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    const stream = await streamFor(app(), baseUrl, token);
    await expect(
      app().db.transaction(async (tx) => {
        await changeBalance(tx, {
          userId,
          amountTiyin: 700,
          reason: 'top_up',
          reference: null,
          at: clock.now(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await credit(userId, 3);
    await stream.waitFor((event) => event.kind === 'balance');
    await settle();
    expect(stream.events.map((event) => event.payload)).toEqual([
      { balance: 300, change: 300, reason: 'top_up' },
    ]);
    stream.close();
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, and nothing older', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    const first = await streamFor(app(), baseUrl, token);
    await credit(userId, 1);
    const seen = await first.waitFor((event) => event.kind === 'balance');
    first.close();
    await credit(userId, 2);
    await credit(userId, 4);

    const byHeader = await openStream(baseUrl, `ticket=${await ticketFor(app(), token)}`, {
      'last-event-id': String(seen.id),
    });
    const replayed = byHeader.stream;
    await replayed?.waitFor((event) => balanceIn(event) === 700);
    expect(replayed?.events.map(balanceIn)).toEqual([300, 700]);
    replayed?.close();

    // A new EventSource cannot set the header, so the web client passes the id in the query instead.
    const byQuery = await streamFor(app(), baseUrl, token, `&last_event_id=${seen.id}`);
    await byQuery.waitFor((event) => balanceIn(event) === 700);
    expect(byQuery.events).toHaveLength(2);
    byQuery.close();
  });

  it('closes when its session logs out, and another session’s stream stays', async () => {
    const { customer, token } = await registerCustomer(app());
    const second = (await login(app(), { login: customer.email, password: customer.password })).json().data
      .access_token as string;
    const mine = await streamFor(app(), baseUrl, token);
    const theirs = await streamFor(app(), baseUrl, second);
    await app().inject({
      method: 'POST',
      url: '/api/client/user/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    await mine.ended;
    expect(mine.events.at(-1)).toMatchObject({ kind: 'session', payload: { reason: 'logout' } });
    await settle();
    expect(theirs.isEnded()).toBe(false);
    theirs.close();
  });

  it('closes when the session is revoked from another one', async () => {
    const { customer, token } = await registerCustomer(app());
    const other = (await login(app(), { login: customer.email, password: customer.password })).json().data;
    const stream = await streamFor(app(), baseUrl, other.access_token);
    const revoked = await app().inject({
      method: 'DELETE',
      url: securityPaths.authHistoryEntry.replace(':session_id', other.session_id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({
      kind: 'session',
      payload: { session_id: other.session_id, reason: 'revoked' },
    });
  });

  it('closes when "end all other sessions" ends its session', async () => {
    const { customer, token } = await registerCustomer(app());
    const other = (await login(app(), { login: customer.email, password: customer.password })).json().data;
    const stream = await streamFor(app(), baseUrl, other.access_token);
    const kept = await streamFor(app(), baseUrl, token);
    await app().inject({
      method: 'DELETE',
      url: securityPaths.authHistory,
      headers: { authorization: `Bearer ${token}` },
    });
    await stream.ended;
    await settle();
    expect(kept.isEnded()).toBe(false);
    kept.close();
  });
});

describe('the sweep', () => {
  it('deletes events older than a day and spent tickets, and keeps the rest', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    await credit(userId, 1);
    const fresh = await ticketFor(app(), token);
    clock.advance(24 * 60 * 60_000 + 1);
    await credit(userId, 1);
    await sweepLiveEvents(app().db, clock.now());
    const events = await app().db.query.liveEvents.findMany({
      where: (row, { eq }) => eq(row.userId, userId),
    });
    expect(events.map((event) => event.payload.balance)).toEqual([200]);
    expect((await openStream(baseUrl, `ticket=${fresh}`)).response.status).toBe(401);
    expect(
      await app().db.query.liveEventTickets.findMany({ where: (row, { eq }) => eq(row.userId, userId) }),
    ).toEqual([]);
  });
});
