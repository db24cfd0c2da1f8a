import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, useTwoUserSim } from './isp-helpers.js';

// FTP accounts, cron jobs and userstat as the panel keeps them per user (docs/hosting-control.md).

const { env, as } = useTwoUserSim({
  presets: { basic: { limit_quota: 1024, limit_ftp_users: 1, limit_scheduler: 1, limit_webdomains: 2 } },
});
const names = (doc: { doc: Record<string, unknown> }) =>
  ((doc.doc.elem as { name: { $: string } }[] | undefined) ?? []).map((row) => row.name.$);

describe('FTP accounts', () => {
  it('lists the user’s own account, creates one inside the home, and keeps the own one from deletion', async () => {
    expect(names((await as('alice', { func: 'ftp.user' })).json)).toEqual(['alice']);
    const created = await as('alice', {
      func: 'ftp.user.edit',
      sok: 'ok',
      name: 'shop',
      passwd: STRONG_PASSWORD,
      confirm: STRONG_PASSWORD,
      home: '/www/shop.uz',
    });
    expect(created.json.doc.ok).toBeDefined();
    expect(env.sim.state.ftpUsers.get('shop')).toMatchObject({ owner: 'alice', home: 'www/shop.uz' });
    expect(names((await as('alice', { func: 'ftp.user' })).json)).toEqual(['alice', 'shop']);
    expect(names((await as('bob', { func: 'ftp.user' })).json)).toEqual(['bob']);
    const own = await as('alice', { func: 'ftp.user.delete', elid: 'alice' });
    expect(own.json.doc.error).toMatchObject({ $type: 'value' });
    const others = await as('bob', { func: 'ftp.user.delete', elid: 'shop' });
    expect(others.json.doc.error).toMatchObject({ $type: 'missed' });
  });

  it('refuses a folder climbing out of the home and an account past the limit', async () => {
    const climb = await as('alice', {
      func: 'ftp.user.edit',
      sok: 'ok',
      name: 'climber',
      passwd: STRONG_PASSWORD,
      home: 'www/../../etc',
    });
    expect(climb.json.doc.error).toMatchObject({ $type: 'value', $object: 'home' });
    const ok = { func: 'ftp.user.edit', sok: 'ok', passwd: STRONG_PASSWORD, home: '' };
    await as('alice', { ...ok, name: 'first' });
    const second = await as('alice', { ...ok, name: 'second' });
    expect(second.json.doc.error).toMatchObject({ $object: 'limit_ftp_users' });
  });
});

describe('cron jobs and userstat', () => {
  it('keeps the five fields, refuses a line break, and counts everything in userstat', async () => {
    const created = await as('alice', {
      func: 'scheduler.edit',
      sok: 'ok',
      command: 'php cron.php',
      schedule_type: 'type_expert',
      input_min: '0',
      input_hour: '3',
      input_dmonth: '*',
      input_month: '*',
      input_dweek: '*',
    });
    const key = (created.json.doc.id as { $: string }).$;
    const form = await as('alice', { func: 'scheduler.edit', elid: key });
    expect(form.json.doc).toMatchObject({ input_min: { $: '0' }, input_hour: { $: '3' } });
    const injected = await as('alice', {
      func: 'scheduler.edit',
      sok: 'ok',
      elid: key,
      command: 'php a.php\n* * * * * evil',
    });
    expect(injected.json.doc.error).toMatchObject({ $type: 'value', $object: 'command' });
    env.sim.state.diskUsed.set('alice', 512);
    const stat = await as('alice', { func: 'userstat' });
    const rows = Object.fromEntries(
      (
        stat.json.doc.elem as {
          name: { $orig: string };
          usages_used: { $: string };
          usages_total: { $: string };
        }[]
      ).map((row) => [row.name.$orig, [row.usages_used.$, row.usages_total.$]]),
    );
    expect(rows).toMatchObject({
      limit_quota: ['512', '1024'],
      limit_scheduler: ['1', '1'],
      limit_ftp_users: ['0', '1'],
      limit_webdomains: ['0', '2'],
      limit_db: ['0', ''],
    });
  });
});
