import { adminPaths } from '@portal/contracts';
import {
  type RegistrarSimulator,
  startRegistrarSimulator,
  startTelegramSimulator,
  type TelegramSimulator,
} from '@portal/simulators';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox, staffAlerts, supportTickets } from '../../../src/db/schema.js';
import { insertJob } from '../../../src/jobs/jobs.repository.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer, userIdOf } from '../../helpers/customers.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../../helpers/payments.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Each kind of alert reaches staff once (an alert row, an e-mail to each owner, a post in the staff chat) and not
// again within the hour, however often the trouble is seen.

const TOKEN = '200000002:alerts-test-token-for-the-fake-bot-api';
const STAFF_CHAT = -1001234567890;
const HOUR = 60 * 60_000;
const clock = createManualClock(new Date('2026-06-01T06:00:00Z'));
let registrar: RegistrarSimulator;
let telegram: TelegramSimulator;
let testApp: TestApp;
let owner: TestStaff;
let support: TestStaff;
const app = () => testApp.app;

const alertsOf = (kind: string) =>
  app().db.select().from(staffAlerts).where(eq(staffAlerts.kind, kind)).orderBy(asc(staffAlerts.id));
const mailsTo = (to: string, subject: string) =>
  app()
    .db.select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.subject, subject)));
const chatPosts = (fragment: string) =>
  telegram
    .calls()
    .filter(
      (call) =>
        call.method === 'sendMessage' &&
        Number(call.params.chat_id) === STAFF_CHAT &&
        String(call.params.text).includes(fragment),
    );

/** Asserts one alert of `kind` with its e-mail to the owner (not to other staff) and its chat post. */
async function expectToldOnce(kind: string, subject: string) {
  const alerts = await alertsOf(kind);
  expect(alerts).toHaveLength(1);
  expect(await mailsTo(owner.email, subject)).toHaveLength(1);
  expect(await mailsTo(support.email, subject)).toHaveLength(0);
  await app().jobs.runDue();
  expect(chatPosts(subject)).toHaveLength(1);
}

beforeAll(async () => {
  registrar = await startRegistrarSimulator({ userId: '77', apiKey: 'registrar-key', balance: 1000 });
  telegram = await startTelegramSimulator({ token: TOKEN, botUsername: 'portal_alerts_bot' });
  testApp = await buildTestApp(
    {
      ...PAYMENT_ENV,
      REGISTRAR_API_URL: registrar.url,
      REGISTRAR_USER_ID: '77',
      REGISTRAR_API_KEY: 'registrar-key',
      REGISTRAR_CUSTOMER_ID: '900',
      REGISTRAR_CONTACT_ID: '901',
      REGISTRAR_LOW_BALANCE_USD: '100',
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_BOT_USERNAME: 'portal_alerts_bot',
      TELEGRAM_WEBHOOK_SECRET: 'alerts-test-webhook-secret-of-32-chars',
      TELEGRAM_API_ROOT: telegram.url,
      STAFF_ALERT_CHAT_ID: String(STAFF_CHAT),
    },
    { clock },
  );
  owner = await addStaff(testApp, 'owner');
  support = await addStaff(testApp, 'support');
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await registrar?.close();
  await telegram?.close();
});

describe('staff alerts', () => {
  it('tell of a job given up after its last attempt, once an hour', async () => {
    const failing = () =>
      insertJob(app().db, { name: 'nothing.bound.here', payload: {}, maxAttempts: 1, runAt: clock.now() });
    await failing();
    await app().jobs.runDue();
    await expectToldOnce('job_failed', 'Fon vazifasi barcha urinishlardan keyin bajarilmadi');
    expect((await alertsOf('job_failed'))[0]?.summary).toContain('nothing.bound.here');

    await failing();
    await app().jobs.runDue();
    expect(await alertsOf('job_failed')).toHaveLength(1);

    // An hour later the same trouble is told again.
    clock.advance(HOUR + 1000);
    await failing();
    await app().jobs.runDue();
    expect(await alertsOf('job_failed')).toHaveLength(2);
  });

  it('never carry a customer’s e-mail address or phone from a job’s error into the alert', async () => {
    clock.advance(HOUR + 1000);
    const before = (await alertsOf('job_failed')).length;
    // The runner's error names the job; here the name carries the contacts a handler's error might (an SMTP
    // refusal naming the recipient, a database error quoting a row).
    await insertJob(app().db, {
      name: 'mail to aziz.karimov@example.uz (+998 90 123-45-67, 998901234567) at 2026-06-01T07:00:00Z',
      payload: {},
      maxAttempts: 1,
      runAt: clock.now(),
    });
    await app().jobs.runDue();
    const alerts = await alertsOf('job_failed');
    expect(alerts).toHaveLength(before + 1);
    const summary = alerts.at(-1)?.summary ?? '';
    expect(summary).toContain('mail to [redacted] ([redacted], [redacted]) at 2026-06-01T07:00:00Z');
    const mails = await mailsTo(owner.email, 'Fon vazifasi barcha urinishlardan keyin bajarilmadi');
    await app().jobs.runDue();
    const told = [
      summary,
      ...mails.map((mail) => mail.text),
      ...chatPosts('[redacted]').map((call) => String(call.params.text)),
    ];
    expect(told.length).toBeGreaterThanOrEqual(3);
    for (const text of told) {
      expect(text).not.toContain('aziz.karimov');
      expect(text).not.toMatch(/123-45-67|998901234567/);
    }
  });

  it('tell of payments that do not reconcile', async () => {
    const { token } = await registerCustomer(app());
    const { invoice_id: invoiceId } = await newInvoice(app(), token, 'payme', 5000);
    // Payme asks for a wrong amount: the refused callback waits for a person to look at it.
    const refused = await paymeCall(app(), 'CreateTransaction', {
      id: '5305e3bab097f420a62c7777',
      time: clock.now().getTime(),
      amount: 123_400,
      account: { invoice_id: invoiceId },
    });
    expect(refused.error?.code).toBe(-31001);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app().jobs.runRecurring('alerts.check');
    await app().jobs.runRecurring('alerts.check');
    await expectToldOnce('payment_unreconciled', 'Toʻlovlar solishtirilmadi');
  });

  it('tell of a registrar balance below the threshold', async () => {
    await app().jobs.runRecurring('alerts.check');
    expect(await alertsOf('registrar_balance_low')).toHaveLength(0);
    registrar.setBalance(42.5);
    await app().jobs.runRecurring('alerts.check');
    await app().jobs.runRecurring('alerts.check');
    await expectToldOnce('registrar_balance_low', 'Registrator hisobida mablagʻ kam');
    expect((await alertsOf('registrar_balance_low'))[0]?.summary).toContain('42.50');
  });

  it('tell of a nightly ledger check that does not pass', async () => {
    await app().jobs.runRecurring('alerts.ledger-check');
    expect(await alertsOf('ledger_check_failed')).toHaveLength(0);
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    // A balance changed behind the ledger's back.
    await app()
      .db.update(accounts)
      .set({ balanceTiyin: sql`${accounts.balanceTiyin} + 100` })
      .where(eq(accounts.userId, userId));
    await app().jobs.runRecurring('alerts.ledger-check');
    await app().jobs.runRecurring('alerts.ledger-check');
    await expectToldOnce('ledger_check_failed', 'Hisob-kitob tekshiruvi oʻtmadi');
  });

  it('tell of tickets past their first-answer time', async () => {
    const { token } = await registerCustomer(app());
    const userId = await userIdOf(app(), token);
    const now = clock.now();
    await app()
      .db.insert(supportTickets)
      .values({
        userId,
        department: 'technical',
        subject: 'The site is down',
        status: 'open',
        language: 'en',
        createdAt: now,
        lastMessageAt: now,
        lastCustomerMessageAt: now,
        firstAnswerDueAt: new Date(now.getTime() + HOUR),
      });
    await app().jobs.runRecurring('alerts.check');
    expect(await alertsOf('ticket_overdue')).toHaveLength(0);
    clock.advance(2 * HOUR);
    await app().jobs.runRecurring('alerts.check');
    await app().jobs.runRecurring('alerts.check');
    const alerts = await alertsOf('ticket_overdue');
    expect(alerts).toHaveLength(1);
    expect(await mailsTo(owner.email, 'Murojaatlarga javob kechikmoqda')).toHaveLength(1);
  });

  it('are listed on the console’s system page until someone resolves them (audited)', async () => {
    const ownerToken = await staffToken(app(), owner);
    const listed = await app().inject({
      method: 'GET',
      url: '/api/admin/system/alerts',
      headers: bearer(ownerToken),
    });
    expect(listed.statusCode).toBe(200);
    const open = listed.json().data as { id: number; kind: string }[];
    expect(open.map((alert) => alert.kind)).toEqual(
      expect.arrayContaining([
        'job_failed',
        'payment_unreconciled',
        'registrar_balance_low',
        'ledger_check_failed',
      ]),
    );
    const first = open[0];
    if (!first) throw new Error('no open alert');

    const supportToken = await staffToken(app(), support);
    const refused = await app().inject({
      method: 'POST',
      url: `/api/admin/system/alerts/${first.id}/resolve`,
      headers: bearer(supportToken),
    });
    expect(refused.statusCode).toBe(403);

    const resolved = await app().inject({
      method: 'POST',
      url: `/api/admin/system/alerts/${first.id}/resolve`,
      headers: bearer(ownerToken),
    });
    expect(resolved.statusCode).toBe(200);
    const after = await app().inject({
      method: 'GET',
      url: '/api/admin/system/alerts',
      headers: bearer(ownerToken),
    });
    expect((after.json().data as { id: number }[]).map((alert) => alert.id)).not.toContain(first.id);
    const again = await app().inject({
      method: 'POST',
      url: `/api/admin/system/alerts/${first.id}/resolve`,
      headers: bearer(ownerToken),
    });
    expect(again.statusCode).toBe(404);
    const audit = await app().inject({
      method: 'GET',
      url: adminPaths.auditLog,
      headers: bearer(ownerToken),
    });
    expect(JSON.stringify(audit.json())).toContain('alert.resolve');
  });
});
