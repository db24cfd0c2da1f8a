import { webhookPaths } from '@portal/contracts';
import { eq, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { kindsOf } from '../../helpers/notifications.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { as, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

// Webhooks end to end against a receiver on 127.0.0.1 (allowed by the test-only WEBHOOKS_ALLOW_LOOPBACK): signed
// deliveries of real events queued with them, the retry schedule over 24 hours, the switch-off after 3 days
// without a success and the owner's notice, a resend by hand, and bad input refused with nothing saved.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const app = () => testApp.app;

beforeAll(async () => {
  receiver = await startReceiver();
  testApp = await buildTestApp({ ...PAYMENT_ENV, WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock });
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});

const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
const item = (path: string, id: number, deliveryId?: number) =>
  path.replace(':id', String(id)).replace(':delivery_id', String(deliveryId ?? ''));

async function addEndpoint(owner: Person, body: Record<string, unknown> = {}) {
  const response = await call(owner, 'POST', webhookPaths.list, {
    url: receiver.url(),
    events: ['payment.received'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; secret: string };
}

const deliveries = async (owner: Person, id: number) =>
  (await call(owner, 'GET', item(webhookPaths.deliveries, id))).json().data as Array<Record<string, unknown>>;

/** Runs due jobs, moving the clock to each next attempt until none is due within `forMs`. */
async function runFor(forMs: number) {
  const end = clock.now().getTime() + forMs;
  for (;;) {
    await app().jobs.runDue();
    const [next] = await app()
      .db.select({ at: min(webhookDeliveries.nextAttemptAt) })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.state, 'pending'));
    const at = next?.at?.getTime();
    if (at === undefined || at > end) break;
    clock.set(new Date(Math.max(at, clock.now().getTime())));
  }
  clock.set(new Date(end));
}

let paymeSeq = 0;
async function topUp(owner: Person, som: number) {
  const { invoice_id } = await newInvoice(app(), owner.token, 'payme', som);
  paymeSeq += 1;
  const id = `6605e3bab097f420a62d${String(paymeSeq).padStart(4, '0')}`;
  const params = { id, time: clock.now().getTime(), amount: som * 100, account: { invoice_id } };
  expect((await paymeCall(app(), 'CreateTransaction', params)).result?.state).toBe(1);
  expect((await paymeCall(app(), 'PerformTransaction', { id })).result?.state).toBe(2);
}

describe('webhook endpoints', () => {
  it('adds an endpoint with its secret shown once, lists, changes and removes it', async () => {
    const owner = await person(app());
    const created = await addEndpoint(owner, {
      description: 'CRM',
      events: ['order.activated', 'ticket.answered'],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = (await call(owner, 'GET', webhookPaths.list)).json().data;
    expect(list).toMatchObject([
      { id: created.id, description: 'CRM', enabled: true, disabled_reason: null },
    ]);
    expect(list[0]).not.toHaveProperty('secret');
    const secret = await call(owner, 'GET', item(webhookPaths.secret, created.id));
    expect(secret.json().data).toEqual({ secret: created.secret });

    const changed = await call(owner, 'PUT', item(webhookPaths.item, created.id), {
      url: receiver.url('/other'),
      events: ['domain.expiring'],
      enabled: false,
    });
    expect(changed.json().data).toMatchObject({
      url: receiver.url('/other'),
      events: ['domain.expiring'],
      enabled: false,
    });

    const stranger = await person(app());
    expect((await call(stranger, 'GET', item(webhookPaths.secret, created.id))).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', item(webhookPaths.item, created.id))).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', item(webhookPaths.item, created.id))).statusCode).toBe(200);
    expect((await call(owner, 'GET', webhookPaths.list)).json().data).toEqual([]);
  });

  it('refuses a bad address, no events and an eleventh endpoint, translated, saving nothing', async () => {
    const owner = await person(app());
    const post = (body: object, language = 'en') =>
      app().inject({
        method: 'POST',
        url: webhookPaths.list,
        headers: { ...as(owner), 'accept-language': language },
        payload: body,
      });
    const noScheme = await post({ url: 'ftp://hooks.example.com/x', events: ['order.activated'] });
    expect(noScheme.statusCode).toBe(422);
    expect(noScheme.json().errors.url[0]).toContain('https://');
    const noEvents = await post({ url: receiver.url(), events: [] }, 'ru');
    expect(noEvents.json().errors.events[0]).toBe('Выберите хотя бы одно событие.');
    const privateAddress = await post({ url: 'https://10.1.2.3/hook', events: ['order.activated'] });
    expect(privateAddress.json().errors.url[0]).toContain('private network');
    expect((await call(owner, 'GET', webhookPaths.list)).json().data).toEqual([]);

    for (let n = 0; n < 10; n++) await addEndpoint(owner);
    const eleventh = await post({ url: receiver.url(), events: ['order.activated'] }, 'uz');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'WEBHOOK_LIMIT_REACHED' });
    expect((await call(owner, 'GET', webhookPaths.list)).json().data).toHaveLength(10);
  });
});

describe('deliveries', () => {
  it('signs a real event queued with it, lists it with its answer, and sends it again by hand', async () => {
    const owner = await person(app());
    const endpoint = await addEndpoint(owner, { events: ['payment.received'] });
    receiver.useSecret(endpoint.secret);
    receiver.answer(200);
    const before = receiver.received.length;
    await topUp(owner, 5000);
    await app().jobs.runDue();
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [first] = got;
    expect(first?.verified).toBe(true);
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
      type: 'payment.received',
      created_at: clock.now().toISOString(),
      data: { amount: 5000 },
    });
    expect(first?.headers['webhook-id']).toBe(JSON.parse(first?.body ?? '{}').id);
    const [row] = await deliveries(owner, endpoint.id);
    expect(row).toMatchObject({
      event: 'payment.received',
      state: 'delivered',
      attempts: 1,
      last_status_code: 200,
    });
    expect(row?.duration_ms).toEqual(expect.any(Number));

    clock.advance(MINUTE);
    const resent = await call(owner, 'POST', item(webhookPaths.resend, endpoint.id, Number(row?.id)));
    expect(resent.statusCode, resent.body).toBe(200);
    await app().jobs.runDue();
    const again = receiver.received.at(-1);
    expect(again?.verified).toBe(true);
    expect(again?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(again?.headers['webhook-timestamp']).not.toBe(first?.headers['webhook-timestamp']);
    expect((await deliveries(owner, endpoint.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });

    // The test button, and an endpoint not subscribed to an event hears nothing of it.
    expect((await call(owner, 'POST', item(webhookPaths.test, endpoint.id))).statusCode).toBe(200);
    await app().jobs.runDue();
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').type).toBe('webhook.test');
    await call(owner, 'PUT', item(webhookPaths.item, endpoint.id), {
      url: receiver.url(),
      events: ['order.expiring'],
    });
    const count = receiver.received.length;
    await topUp(owner, 1000);
    await app().jobs.runDue();
    expect(receiver.received.length).toBe(count);
  });

  it('retries with backoff for 24 hours, then gives up; 3 days of failures switch the endpoint off and tell the owner', async () => {
    const owner = await person(app());
    const endpoint = await addEndpoint(owner, { events: ['payment.received'] });
    receiver.useSecret(endpoint.secret);
    receiver.answer(500);
    const before = receiver.received.length;
    await topUp(owner, 1000);
    await runFor(2 * MINUTE);
    // The first try and the one a minute later.
    expect(receiver.received.length - before).toBe(2);
    let [row] = await deliveries(owner, endpoint.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 2, last_status_code: 500, last_error: 'status' });
    await runFor(25 * HOUR);
    [row] = await deliveries(owner, endpoint.id);
    // 0, 1 m, 6 m, 36 m, 2 h 36 m, 7 h 36 m, 17 h 36 m (±10 %): the next would fall past 24 hours.
    expect(row).toMatchObject({ state: 'failed', attempts: 7, next_attempt_at: null });
    expect(receiver.received.length - before).toBe(7);
    expect((await call(owner, 'GET', webhookPaths.list)).json().data[0]).toMatchObject({ enabled: true });

    // Still failing on later events: 3 days after the first failure the endpoint is switched off.
    for (let day = 0; day < 3; day++) {
      await topUp(owner, 1000);
      await runFor(25 * HOUR);
    }
    const [switchedOff] = (await call(owner, 'GET', webhookPaths.list)).json().data;
    expect(switchedOff).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(await kindsOf(app(), owner.id)).toContain('webhook_disabled');
    const sent = receiver.received.length;
    await topUp(owner, 1000);
    await runFor(HOUR);
    expect(receiver.received.length).toBe(sent);

    // Switched on again, it works at once and its failures are forgotten.
    receiver.answer(204);
    await call(owner, 'PUT', item(webhookPaths.item, endpoint.id), {
      url: receiver.url(),
      events: ['payment.received'],
    });
    await topUp(owner, 1000);
    await app().jobs.runDue();
    expect((await call(owner, 'GET', webhookPaths.list)).json().data[0]).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      last_success_at: clock.now().toISOString(),
    });
  }, 90_000);

  it('does not follow a redirect: a 3xx is a failure and its target is never asked', async () => {
    const owner = await person(app());
    const endpoint = await addEndpoint(owner);
    receiver.answer(302, receiver.url('/elsewhere'));
    await call(owner, 'POST', item(webhookPaths.test, endpoint.id));
    await app().jobs.runDue();
    const [row] = await deliveries(owner, endpoint.id);
    expect(row).toMatchObject({ state: 'pending', last_status_code: 302, last_error: 'redirect' });
    expect(receiver.received.some((request) => request.path === '/elsewhere')).toBe(false);
  });
});
