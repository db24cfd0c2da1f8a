import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, users } from '../../../src/db/schema.js';
import { deliverOnEveryChannel } from '../../../src/modules/notifications/deliver-notification.job.js';
import { notify } from '../../../src/modules/notifications/notifications.service.js';
import type { TelegramDelivery } from '../../../src/modules/telegram/telegram-delivery.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { mailsTo, notificationsCall } from '../../helpers/notifications.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();
const APP_URL = 'https://portal.example.uz';

/** A Telegram port that fails as often as told before it delivers, and records what it delivered. */
function flakyTelegram(failures: number) {
  const sent: Array<{ userId: number; text: string }> = [];
  let left = failures;
  const delivery: TelegramDelivery = {
    async sendToUser(_db, userId, text) {
      if (left > 0) {
        left -= 1;
        throw new Error('Telegram answered 502');
      }
      sent.push({ userId, text });
      return 'sent';
    },
  };
  return { delivery, sent };
}

async function customerIn(language: string) {
  const { token, customer } = await registerCustomer(testApp.app);
  const userId = (await getProfile(testApp.app, token)).json().data.id as number;
  await testApp.app.db.update(users).set({ language }).where(eq(users.id, userId));
  return { token, userId, email: customer.email };
}

const run = (handler: ReturnType<typeof deliverOnEveryChannel>, notificationId: number, attempt: number) =>
  handler(
    { notificationId },
    { db: testApp.app.db, clock: testApp.app.clock, log: testApp.app.log, attempt },
  );

describe('the deliver-notification job', () => {
  it('delivers each channel once across retries, in the customer’s language', async () => {
    const { userId, email } = await customerIn('ru');
    const id = await testApp.app.db.transaction((tx) =>
      notify(tx, {
        userId,
        kind: 'order_active',
        params: { order_id: 7, tariff: 'Small', expires_at: '2026-05-01T08:00:00.000Z' },
        at: new Date(),
      }),
    );
    const telegram = flakyTelegram(1);
    const job = deliverOnEveryChannel({ telegram: telegram.delivery, appUrl: APP_URL });

    await expect(run(job, id, 1)).rejects.toThrow('502');
    await run(job, id, 2);
    await run(job, id, 3);

    const mails = await mailsTo(testApp.app, email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Хостинг активирован']);
    expect(mails[0]?.text).toBe('Заказ хостинга №7 (Small) активен до 2026-05-01.\n');
    expect(telegram.sent).toEqual([
      { userId, text: 'Хостинг активирован\n\nЗаказ хостинга №7 (Small) активен до 2026-05-01.' },
    ]);
    const deliveries = await testApp.app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(deliveries.map((row) => [row.channel, row.result]).sort()).toEqual([
      ['email', 'sent'],
      ['telegram', 'sent'],
    ]);
  });

  it('skips a channel switched off, but never for a security kind', async () => {
    const { token, userId, email } = await customerIn('en');
    await notificationsCall(testApp.app, token, 'PUT', '/api/client/user/notifications/preferences', {
      preferences: [
        { kind: 'top_up_credited', channel: 'email', enabled: false },
        { kind: 'top_up_credited', channel: 'telegram', enabled: false },
      ],
    });
    const telegram = flakyTelegram(0);
    const job = deliverOnEveryChannel({ telegram: telegram.delivery, appUrl: APP_URL });
    const [topUp, login] = await testApp.app.db.transaction(async (tx) => [
      await notify(tx, { userId, kind: 'top_up_credited', params: { amount: 1234.5 }, at: new Date() }),
      await notify(tx, {
        userId,
        kind: 'new_login',
        params: { browser: 'Firefox 133', system: 'Windows 10', ip: '10.0.0.9' },
        at: new Date(),
      }),
    ]);
    await run(job, topUp, 1);
    await run(job, login, 1);
    expect((await mailsTo(testApp.app, email)).map((mail) => mail.subject)).toEqual([
      'Login from a new device',
    ]);
    expect(telegram.sent.map((message) => message.text.split('\n')[0])).toEqual(['Login from a new device']);
  });

  it('records not-linked and no-bot outcomes without failing', async () => {
    const { userId } = await customerIn('uz');
    const id = await testApp.app.db.transaction((tx) =>
      notify(tx, { userId, kind: 'password_changed', params: {}, at: new Date() }),
    );
    const notLinked: TelegramDelivery = { sendToUser: async () => 'not_linked' };
    await run(deliverOnEveryChannel({ telegram: notLinked, appUrl: APP_URL }), id, 1);
    const rows = await testApp.app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(rows.find((row) => row.channel === 'telegram')?.result).toBe('not_linked');
    // The app's own runner has no bot configured in tests: the job is done, Telegram recorded as unavailable.
    const other = await testApp.app.db.transaction((tx) =>
      notify(tx, { userId, kind: 'password_changed', params: {}, at: new Date() }),
    );
    await testApp.app.jobs.runDue();
    const [telegramRow] = await testApp.app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, other));
    expect(telegramRow).toBeDefined();
  });
});
