import { webhookPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { ATTEMPT_LEASE_MS } from '../../../src/modules/webhooks/deliver-webhook.job.js';
import { claimAttempt } from '../../../src/modules/webhooks/webhooks.repository.js';
import { as, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

// What survives a process dying mid-attempt, and the endpoint cap under simultaneous adds.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const app = () => testApp.app;

beforeAll(async () => {
  receiver = await startReceiver();
  testApp = await buildTestApp({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }, { clock });
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});

const post = (who: Person, url: string, payload?: object) =>
  app().inject({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });

describe('an attempt never recorded', () => {
  it('is sent again, once, after its lease and the sweep', async () => {
    const owner = await person(app());
    const created = await post(owner, webhookPaths.list, {
      url: receiver.url(),
      events: ['order.activated'],
    });
    const { id, secret } = created.json().data;
    receiver.useSecret(secret);
    const queued = await post(owner, webhookPaths.test.replace(':id', String(id)));
    const deliveryId = queued.json().data.id as number;
    // A process takes the attempt and dies before sending or recording it; its job is gone with it.
    expect(
      await claimAttempt(app().db, {
        id: deliveryId,
        attempts: 0,
        at: clock.now(),
        leaseUntil: new Date(clock.now().getTime() + ATTEMPT_LEASE_MS),
      }),
    ).toBe(true);
    await app().jobs.runDue();
    expect(receiver.received).toEqual([]);

    // At its lease's end the sweep still waits; a minute past it, the sweep queues it again.
    clock.advance(ATTEMPT_LEASE_MS);
    await app().jobs.runRecurring('webhook.sweep');
    await app().jobs.runDue();
    expect(receiver.received).toEqual([]);
    clock.advance(61_000);
    await app().jobs.runRecurring('webhook.sweep');
    await app().jobs.runDue();
    clock.advance(61_000);
    await app().jobs.runRecurring('webhook.sweep');
    await app().jobs.runDue();

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.verified).toBe(true);
    const [row] = await app().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    expect(row).toMatchObject({ state: 'delivered', attempts: 2, nextAttemptAt: null });
  });
});

describe('the cap of endpoints', () => {
  it('holds under simultaneous adds', async () => {
    const owner = await person(app());
    const body = { url: receiver.url(), events: ['order.activated'] };
    const answers = await Promise.all(Array.from({ length: 14 }, () => post(owner, webhookPaths.list, body)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    const list = await app().inject({ method: 'GET', url: webhookPaths.list, headers: as(owner) });
    expect(list.json().data).toHaveLength(10);
  });
});
