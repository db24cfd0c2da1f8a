import { mailPath, mailPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateField } from '../../../src/i18n/translate.js';
import { contacts, conversation, mailCall, mailCustomer, send } from '../../helpers/mail.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
let limited: TestApp;
const app = () => testApp.app;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp();
  limited = await buildTestApp({ RATE_LIMIT_MAIL_PER_ACCOUNT: '3', RATE_LIMIT_MAIL_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await Promise.all([testApp.close(), limited.close()]);
});

describe('blocking', () => {
  it('stops messages both ways with 403 recipient_blocked until unblocked', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    await send(app(), b, a.id, 'reklama');

    const blocked = await mailCall(app(), a, 'POST', mailPath(mailPaths.block, b.id));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ id: b.id, blocked_by_me: true, blocked_me: false });
    // Blocking twice is harmless.
    expect((await mailCall(app(), a, 'POST', mailPath(mailPaths.block, b.id))).statusCode).toBe(200);

    for (const [from, to] of [
      [b, a],
      [a, b],
    ] as const) {
      const refused = await mailCall(
        app(),
        from,
        'POST',
        mailPath(mailPaths.messages, to.id),
        { body: 'hi' },
        en,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        errors: { peer_id: [translateField('en', 'recipient_blocked')] },
      });
    }
    // Both sides see who blocked whom; the old messages stay readable.
    const seenByB = await mailCall(app(), b, 'GET', mailPath(mailPaths.user, a.id));
    expect(seenByB.json().data).toMatchObject({ blocked_by_me: false, blocked_me: true });
    expect((await contacts(app(), a)).json().data[0].user.blocked_by_me).toBe(true);
    expect((await conversation(app(), a, b.id)).json().data.messages).toHaveLength(1);

    const unblocked = await mailCall(app(), a, 'DELETE', mailPath(mailPaths.block, b.id));
    expect(unblocked.json().data.blocked_by_me).toBe(false);
    expect((await send(app(), b, a.id, 'uzr')).statusCode).toBe(200);
    expect((await send(app(), a, b.id, 'mayli')).statusCode).toBe(200);
  });

  it('keeps a block by each side separate: one unblock does not lift the other', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    await mailCall(app(), a, 'POST', mailPath(mailPaths.block, b.id));
    await mailCall(app(), b, 'POST', mailPath(mailPaths.block, a.id));
    await mailCall(app(), a, 'DELETE', mailPath(mailPaths.block, b.id));
    expect((await send(app(), a, b.id, 'hi')).statusCode).toBe(403);
  });

  it('refuses to block oneself (422) and an unknown id (404)', async () => {
    const a = await mailCustomer(app());
    expect((await mailCall(app(), a, 'POST', mailPath(mailPaths.block, a.id))).statusCode).toBe(422);
    const unknown = await mailCall(app(), a, 'POST', mailPath(mailPaths.block, 777_777), undefined, en);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.peer_id).toEqual([translateField('en', 'user_not_found')]);
  });

  it('never stores a message that races a block: it lands before the block or is refused', async () => {
    const a = await mailCustomer(app());
    const b = await mailCustomer(app());
    const [blockAnswer, ...sends] = await Promise.all([
      mailCall(app(), a, 'POST', mailPath(mailPaths.block, b.id)),
      ...Array.from({ length: 5 }, (_, index) => send(app(), b, a.id, `race ${index}`)),
    ]);
    expect(blockAnswer?.statusCode).toBe(200);
    for (const answer of sends) expect([200, 403]).toContain(answer.statusCode);
    expect((await send(app(), b, a.id, 'after')).statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after the configured number of messages per account', async () => {
    const a = await mailCustomer(limited.app);
    const b = await mailCustomer(limited.app);
    const c = await mailCustomer(limited.app);
    for (let index = 0; index < 3; index += 1)
      expect((await send(limited.app, a, b.id, `m${index}`)).statusCode).toBe(200);
    const refused = await send(limited.app, a, c.id, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per account: B can still answer.
    expect((await send(limited.app, b, a.id, 'javob')).statusCode).toBe(200);
  });
});
