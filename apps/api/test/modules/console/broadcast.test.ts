import { adminPaths, notificationsPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { startBroadcast } from '../../../src/modules/notifications/broadcast.job.js';
import { BROADCAST_BATCH } from '../../../src/modules/notifications/notifications.jobs.js';
import { getProfile, newCustomer, register } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A broadcast tells every reachable customer once, in their language, in-app and by e-mail, a batch at a time.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

describe('broadcasts', () => {
  it('reach every customer once, in their language, and not a blocked one', async () => {
    const support = await staffToken(app(), await addStaff(testApp, 'support'));
    const owner = await staffToken(app(), await addStaff(testApp, 'owner'));
    const ruToken = (await register(app(), newCustomer(), { 'accept-language': 'ru' })).json().data
      .access_token as string;
    const uzToken = (await register(app(), newCustomer())).json().data.access_token as string;
    const blockedToken = (await register(app(), newCustomer())).json().data.access_token as string;
    const blockedId = (await getProfile(app(), blockedToken)).json().data.id as number;
    await app().inject({
      method: 'POST',
      url: `/api/admin/customers/${blockedId}/block`,
      headers: bearer(owner),
      payload: { reason: 'fraud' },
    });

    const texts = {
      uz: { title: 'Texnik ishlar', body: '1-dekabr kechasi 2:00–4:00.' },
      ru: { title: 'Технические работы', body: 'В ночь на 1 декабря, 2:00–4:00.' },
    };
    const sent = await app().inject({
      method: 'POST',
      url: adminPaths.broadcasts,
      headers: bearer(support),
      payload: { language: null, texts },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.recipients).toBe(2);
    await app().jobs.runDue();
    await app().jobs.runDue();

    const listOf = async (token: string, language: string) =>
      (
        await app().inject({
          method: 'GET',
          url: notificationsPaths.list,
          headers: { ...bearer(token), 'accept-language': language },
        })
      ).json().data as { kind: string; params: { announcement: Record<string, { title: string }> } }[];
    const ru = (await listOf(ruToken, 'ru')).filter((item) => item.kind === 'announcement');
    expect(ru).toHaveLength(1);
    expect(ru[0]?.params.announcement.ru?.title).toBe('Технические работы');
    expect((await listOf(uzToken, 'uz')).filter((item) => item.kind === 'announcement')).toHaveLength(1);
    const blocked = await app().db.select().from(notifications).where(eq(notifications.userId, blockedId));
    expect(blocked.filter((row) => row.kind === 'announcement')).toEqual([]);

    // The e-mail is in the customer's language.
    const subjects = (await app().db.select({ subject: outbox.subject }).from(outbox)).map(
      (row) => row.subject,
    );
    expect(subjects).toContain('Технические работы');
    expect(subjects).toContain('Texnik ishlar');
  });

  it('refuses texts without uz, a bad language, and billing', async () => {
    const support = await staffToken(app(), await addStaff(testApp, 'support'));
    const billing = await staffToken(app(), await addStaff(testApp, 'billing'));
    const post = (token: string, payload: object) =>
      app().inject({ method: 'POST', url: adminPaths.broadcasts, headers: bearer(token), payload });
    expect(
      (await post(support, { language: null, texts: { ru: { title: 'T', body: 'B' } } })).statusCode,
    ).toBe(422);
    expect(
      (await post(support, { language: 'de', texts: { uz: { title: 'T', body: 'B' } } })).statusCode,
    ).toBe(422);
    expect(
      (await post(billing, { language: null, texts: { uz: { title: 'T', body: 'B' } } })).statusCode,
    ).toBe(403);
  });

  it('goes a batch at a time, each batch queueing the next, and tells each customer once', async () => {
    for (let n = 0; n < 3; n++) await register(app(), newCustomer({ firstname: 'Batch' }));
    const expected = await app().db.transaction((tx) =>
      startBroadcast(tx, {
        language: 'uz',
        texts: { uz: { title: 'Batches', body: 'One at a time' } },
        at: clock.now(),
        batch: 2,
      }),
    );
    // Each run tells two customers and queues the next batch; a few runs finish it.
    for (let run = 0; run < expected; run++) await app().jobs.runDue();
    const told = await app()
      .db.select({ userId: notifications.userId, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.kind, 'announcement'));
    const ofThis = told.filter((row) => JSON.stringify(row.params).includes('Batches'));
    expect(ofThis).toHaveLength(expected);
    expect(new Set(ofThis.map((row) => row.userId)).size).toBe(expected);
    expect(BROADCAST_BATCH).toBeGreaterThan(2);
  });
});
