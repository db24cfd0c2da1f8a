import { mailPath, mailPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mailCall, mailCustomer, send } from '../helpers/mail.js';
import { buildTestApp } from '../helpers/test-app.js';

// A card names a customer; only people one writes with are free to look up, any other id is a counted search,
// so cards cannot list everyone's names.
describe('mail cards', () => {
  it('are free for conversation peers and counted for any other id', async () => {
    const testApp = await buildTestApp({ RATE_LIMIT_MAIL_LOOKUPS_PER_ACCOUNT: '3' });
    try {
      const { app } = testApp;
      const me = await mailCustomer(app);
      const friend = await mailCustomer(app);
      await send(app, me, friend.id, 'Salom');
      const card = (id: number) => mailCall(app, me, 'GET', mailPath(mailPaths.user, id));
      for (let i = 0; i < 5; i++) expect((await card(friend.id)).statusCode).toBe(200);
      expect((await card(me.id)).statusCode).toBe(200);
      const strangers = await Promise.all([1, 2, 3, 4].map(() => mailCustomer(app)));
      for (const stranger of strangers.slice(0, 3)) expect((await card(stranger.id)).statusCode).toBe(200);
      const refused = await card(strangers[3]?.id ?? 0);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      // Writing with the friend still works, and so does their card.
      expect((await card(friend.id)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
