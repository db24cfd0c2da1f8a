import { adminSupportPaths, supportPaths } from '@portal/contracts';
import { startTelegramSimulator, type TelegramSimulator } from '@portal/simulators';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { parseConfig } from '../../../src/config/config.js';
import { notifications, outbox } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { supportPromise } from '../../../src/modules/support/support.jobs.js';
import { runSupportPromise } from '../../../src/modules/support/support-promise.job.js';
import { registerCustomer, userIdOf } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { TEST_SECRETS } from '../../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';
import { asCustomer, HOUR, START } from './support-fixtures.js';

// Two API processes on one database, each running the promise's schedule: every warning and every auto-close
// happens once, by e-mail and in the staff chat (through the fake Bot API).

const TOKEN = '300000003:promise-test-token-for-the-fake-bot-api';
const STAFF_CHAT = -1009876543210;
const clock = createManualClock(START);
let telegram: TelegramSimulator;
let database: TestDatabase;
const apps: FastifyInstance[] = [];
let config: ReturnType<typeof parseConfig>;
let supportMember: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  telegram = await startTelegramSimulator({ token: TOKEN, botUsername: 'portal_promise_bot' });
  config = {
    ...parseConfig({
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'false',
      JOBS_POLL_MS: '0',
      SUPPORT_SMTP_ENABLED: 'false',
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_BOT_USERNAME: 'portal_promise_bot',
      TELEGRAM_WEBHOOK_SECRET: 'promise-test-webhook-secret-of-32-chars',
      TELEGRAM_API_ROOT: telegram.url,
      STAFF_ALERT_CHAT_ID: String(STAFF_CHAT),
      ...TEST_SECRETS,
    }),
    database: database.config,
  };
  for (const _ of [1, 2]) {
    const app = await buildApp(config, { clock });
    await app.ready();
    apps.push(app);
  }
  // Two apps are built one after the other; a busy machine takes longer than the default hook time.
}, 240_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  await telegram?.close();
});

const first = () => apps[0] as FastifyInstance;

/** Both processes run the schedule at once, through the runner and straight through the handler, then their queues. */
async function runEverywhere() {
  await Promise.all(apps.map((app) => app.jobs.runRecurring(supportPromise)));
  const run = runSupportPromise({ config: config.supportDesk, hasStaffChat: true });
  await Promise.all(apps.map((app) => run({ db: app.db, clock, log: app.log })));
  await Promise.all(apps.map((app) => app.jobs.runDue()));
}

/** The staff chat's posts about a ticket (the Uzbek staff texts say №<id>). */
const chatPosts = (ticketId: number) =>
  telegram
    .calls()
    .filter(
      (call) =>
        call.method === 'sendMessage' &&
        Number(call.params.chat_id) === STAFF_CHAT &&
        String(call.params.text).includes(`№${ticketId} `),
    )
    .map((call) => String(call.params.text));

const staffMails = async (text: string) =>
  (
    await first()
      .db.select()
      .from(outbox)
      .where(like(outbox.subject, `%${text}%`))
  ).filter((row) => row.to.endsWith('@staff.example.uz'));

describe('the promise: warnings and the auto-close, once each on two processes', () => {
  it('warns the department 4 hours before and when late, then closes an unanswered-by-the-customer ticket', async () => {
    const testApp = { app: first(), config, close: async () => {} };
    supportMember = await addStaff(testApp, 'support');
    const owner = await addStaff(testApp, 'owner');
    await addStaff(testApp, 'readonly');
    const customer = await registerCustomer(first());
    const opened = await first().inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(customer.token),
      payload: { department: 'technical', subject: 'Mail is down', message: 'No mail since noon' },
    });
    const ticketId = opened.json().data.id as number;
    const recipients = [supportMember.email, owner.email].sort();

    clock.advance(19 * HOUR);
    await runEverywhere();
    expect(await staffMails(`${ticketId}`)).toEqual([]);

    clock.advance(HOUR + 60_000);
    await runEverywhere();
    await runEverywhere();
    const soon = await staffMails(`${ticketId}`);
    expect(soon.map((row) => row.to).sort()).toEqual(recipients);
    // One post in the staff chat, in the staff language, whatever the number of processes and recipients.
    expect(chatPosts(ticketId)).toEqual([expect.stringContaining('4 soatdan keyin tugaydi')]);
    expect(chatPosts(ticketId)[0]).toContain('«Mail is down»');

    clock.advance(4 * HOUR);
    await runEverywhere();
    await runEverywhere();
    const all = await staffMails(`${ticketId}`);
    expect(all).toHaveLength(4);
    expect(chatPosts(ticketId)).toHaveLength(2);
    expect(chatPosts(ticketId)[1]).toContain('javob kechikdi');
    expect(
      all
        .filter((row) => !soon.some((early) => early.id === row.id))
        .map((row) => row.to)
        .sort(),
    ).toEqual(recipients);

    const token = await staffToken(first(), supportMember);
    const answer = await first().inject({
      method: 'POST',
      url: adminSupportPaths.messages.replace(':id', String(ticketId)),
      headers: bearer(token),
      payload: { body: 'Fixed, please check.', internal: false },
    });
    expect(answer.json().data.status).toBe('answered');

    clock.advance(5 * 24 * HOUR - 60_000);
    await runEverywhere();
    const stillOpen = await first().inject({
      method: 'GET',
      url: supportPaths.ticket.replace(':id', String(ticketId)),
      headers: asCustomer(customer.token),
    });
    expect(stillOpen.json().data.status).toBe('answered');

    clock.advance(2 * 60_000);
    await runEverywhere();
    await runEverywhere();
    const closed = await first().inject({
      method: 'GET',
      url: supportPaths.ticket.replace(':id', String(ticketId)),
      headers: asCustomer(customer.token),
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', can_reopen: true });
    expect(closed.json().data.events.filter((event: { to: string }) => event.to === 'closed')).toHaveLength(
      1,
    );
    const userId = await userIdOf(first(), customer.token);
    const kinds = (await first().db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (row) => row.kind,
    );
    expect(kinds.filter((kind) => kind === 'ticket_auto_closed')).toHaveLength(1);
    // Staff were told nothing more.
    expect(await staffMails(`${ticketId}`)).toHaveLength(4);
    expect(chatPosts(ticketId)).toHaveLength(2);
  });

  it('warns the assignee alone when the ticket has one', async () => {
    const customer = await registerCustomer(first());
    const opened = await first().inject({
      method: 'POST',
      url: supportPaths.tickets,
      headers: asCustomer(customer.token),
      payload: { department: 'billing', subject: 'Refund', message: 'Please refund' },
    });
    const ticketId = opened.json().data.id as number;
    const token = await staffToken(first(), supportMember);
    await first().inject({
      method: 'POST',
      url: adminSupportPaths.assign.replace(':id', String(ticketId)),
      headers: bearer(token),
      payload: { staff_id: supportMember.id },
    });
    clock.advance(25 * HOUR);
    await runEverywhere();
    const mails = await staffMails(`${ticketId}`);
    // Discovered already late: the overdue warning only, to the assignee (and once to the staff chat).
    expect(mails.map((row) => row.to)).toEqual([supportMember.email]);
    expect(chatPosts(ticketId)).toEqual([expect.stringContaining('javob kechikdi')]);
  });
});
