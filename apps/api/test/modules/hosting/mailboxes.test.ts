import {
  adminPath,
  adminPaths,
  hostingMailPaths,
  hostingSitePaths,
  mailboxPath,
  sitePath,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostingOrderEvents, hostingOrders, idempotencyKeys } from '../../../src/db/schema.js';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { LIMITS } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { customerWithOrder, useToolsKit } from './tools-kit.js';

// An order's mailboxes (docs/hosting-control.md) against the ISPmanager simulator: the mail domain made with a
// site's first box, password, size and forwarding changes, delete, refusals that change nothing, and a password
// that reaches the panel and nothing else: no answer, no order event, no log line.

const kit = useToolsKit({
  simulator: {
    leDelayMs: 0,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: { ...LIMITS.big, limit_webdomains: 5 } },
  },
  sendPrefix: 'mail-test',
  captureLog: true,
  prepare: async (set) => {
    await updateServer(set.app.db, set.catalogue.server.id, {
      demo: true,
      webmailUrl: 'https://mail.test-1.uz/',
    });
  },
});

const boxesUrl = (orderId: number) => mailboxPath(hostingMailPaths.mailboxes, orderId);
const boxUrl = (orderId: number, address: string) => mailboxPath(hostingMailPaths.mailbox, orderId, address);
const eventsOf = (orderId: number) =>
  kit.app.db
    .select()
    .from(hostingOrderEvents)
    .where(and(eq(hostingOrderEvents.orderId, orderId), eq(hostingOrderEvents.kind, 'panel')));

async function withSite(name: string) {
  const me = await customerWithOrder(kit.app, kit.catalogue.small.id);
  const site = await kit.send(me.token, 'POST', sitePath(hostingSitePaths.sites, me.orderId), {
    name,
    php_version: '7.4',
  });
  expect(site.statusCode).toBe(200);
  return me;
}

const BOX_PASSWORD = 'Box#Secret-4821';
const NEW_PASSWORD = 'Fresh#Secret-9317';

describe('mailboxes of an order', () => {
  it('creates the mail domain with the first box, changes the box, and never shows or logs a password', async () => {
    const me = await withSite('mail-one.uz');
    const empty = await kit.send(me.token, 'GET', boxesUrl(me.orderId));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      mailboxes: [],
      domains: ['mail-one.uz'],
      settings: {
        imap: { port: 993, security: 'ssl' },
        smtp: { port: 465, security: 'ssl' },
        webmail_url: 'https://mail.test-1.uz/',
      },
      access: { writable: true },
    });
    expect(empty.json().data.settings.imap.host).toBe(new URL(kit.panel.url).hostname);

    const created = await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
      name: 'Info',
      domain: 'mail-one.uz',
      password: BOX_PASSWORD,
      quota_mb: 500,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({
      address: 'info@mail-one.uz',
      domain: 'mail-one.uz',
      used_mb: 0,
      quota_mb: 500,
      forward: [],
      keep_copy: true,
      active: true,
    });
    expect(kit.panel.state.mailDomains.get('mail-one.uz')?.owner).toBe(me.login);
    expect(kit.panel.state.mailboxes.get('info@mail-one.uz')?.passwd).toBe(BOX_PASSWORD);

    const second = await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
      name: 'sales',
      domain: 'mail-one.uz',
      password: BOX_PASSWORD,
      quota_mb: 100,
    });
    expect(second.statusCode).toBe(200);
    expect(
      kit.panel.calls().filter((call) => call.func === 'emaildomain.edit' && call.params.sok),
    ).toHaveLength(1);

    const url = boxUrl(me.orderId, 'info@mail-one.uz');
    const changed = await kit.send(me.token, 'PATCH', url, { password: NEW_PASSWORD, quota_mb: 800 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.quota_mb).toBe(800);
    expect(kit.panel.state.mailboxes.get('info@mail-one.uz')?.passwd).toBe(NEW_PASSWORD);

    const forwarded = await kit.send(me.token, 'PATCH', url, {
      forward: ['Boss@Example.com', 'desk@mail-one.uz'],
      keep_copy: false,
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.json().data).toMatchObject({
      forward: ['boss@example.com', 'desk@mail-one.uz'],
      keep_copy: false,
    });
    expect(kit.panel.state.mailboxes.get('info@mail-one.uz')).toMatchObject({ dontsave: true });

    const listed = await kit.send(me.token, 'GET', boxesUrl(me.orderId));
    expect(listed.json().data.mailboxes.map((box: { address: string }) => box.address)).toEqual([
      'info@mail-one.uz',
      'sales@mail-one.uz',
    ]);
    const answers = [empty, created, second, changed, forwarded, listed]
      .map((answer) => answer.body)
      .join('\n');
    const events = JSON.stringify(await eventsOf(me.orderId));
    // Replayed answers are kept for the Idempotency-Key; the request is kept only as a digest.
    const kept = JSON.stringify(await kit.app.db.select().from(idempotencyKeys));
    expect(kit.lines.some((line) => line.includes('/mailboxes'))).toBe(true);
    for (const secret of [BOX_PASSWORD, NEW_PASSWORD]) {
      expect(answers).not.toContain(secret);
      expect(events).not.toContain(secret);
      expect(kept).not.toContain(secret);
      expect(kit.lines.join('\n')).not.toContain(secret);
    }
    // The panel was asked for the box's form (which carries the password) and its answer was not passed on.
    expect(
      kit.panel.calls().some((call) => call.func === 'email.edit' && call.params.elid === 'info@mail-one.uz'),
    ).toBe(true);
    const actions = (await eventsOf(me.orderId)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['mail.create', 'mail.update']));
  });

  it('refuses a box past the tariff’s limit before the panel is asked, naming the limit', async () => {
    // The small tariff holds five mailboxes.
    const me = await withSite('mail-limit.uz');
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      const made = await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
        name,
        domain: 'mail-limit.uz',
        password: BOX_PASSWORD,
        quota_mb: 10,
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    kit.panel.clearCalls();
    const sixth = await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
      name: 'a6',
      domain: 'mail-limit.uz',
      password: BOX_PASSWORD,
      quota_mb: 10,
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({
      code: 'HOSTING_LIMIT_REACHED',
      limit: { key: 'limit_emails', tariff: { id: kit.catalogue.big.id, name: 'Big' } },
    });
    expect(
      kit.panel.calls().filter((call) => call.func.startsWith('email.') && call.params.sok),
    ).toHaveLength(0);
    expect(kit.panel.state.mailboxes.has('a6@mail-limit.uz')).toBe(false);
  });

  it('deletes a box with its mail', async () => {
    const me = await withSite('mail-del.uz');
    await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
      name: 'old',
      domain: 'mail-del.uz',
      password: BOX_PASSWORD,
      quota_mb: 50,
    });
    const removed = await kit.send(me.token, 'DELETE', boxUrl(me.orderId, 'old@mail-del.uz'));
    expect(removed.statusCode).toBe(200);
    expect(kit.panel.state.mailboxes.has('old@mail-del.uz')).toBe(false);
    expect((await kit.send(me.token, 'DELETE', boxUrl(me.orderId, 'old@mail-del.uz'))).statusCode).toBe(404);
    expect((await eventsOf(me.orderId)).map((event) => event.action)).toContain('mail.delete');
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const me = await withSite('mail-bad.uz');
    const good = { name: 'ok', domain: 'mail-bad.uz', password: BOX_PASSWORD, quota_mb: 10 };
    const cases: [object, string][] = [
      [{ ...good, name: 'bad name' }, 'name'],
      [{ ...good, name: 'nul\u0000' }, ''],
      [{ ...good, name: 'a'.repeat(65) }, 'name'],
      [{ ...good, password: 'weakpass' }, 'password'],
      [{ ...good, quota_mb: 0 }, 'quota_mb'],
      [{ ...good, quota_mb: 1.5 }, 'quota_mb'],
      [{ ...good, domain: 'not-mine.uz' }, 'domain'],
    ];
    for (const [body, field] of cases) {
      const refused = await kit.send(me.token, 'POST', boxesUrl(me.orderId), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(refused.json().errors ?? {})).toContain(field);
    }
    expect([...kit.panel.state.mailboxes.keys()].filter((key) => key.endsWith('@mail-bad.uz'))).toEqual([]);
    expect(kit.panel.state.mailDomains.has('not-mine.uz')).toBe(false);

    await kit.send(me.token, 'POST', boxesUrl(me.orderId), good);
    const url = boxUrl(me.orderId, 'ok@mail-bad.uz');
    for (const body of [
      { forward: ['not-an-address'] },
      { forward: ['a@b.uz', 'a@b.uz'] },
      { forward: Array.from({ length: 11 }, (_, i) => `x${i}@b.uz`) },
      { forward: ['x@b.uz\nBcc: y@c.uz'] },
      { password: 'short' },
      {},
    ]) {
      const refused = await kit.send(me.token, 'PATCH', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(kit.panel.state.mailboxes.get('ok@mail-bad.uz')).toMatchObject({
      forward: [],
      passwd: BOX_PASSWORD,
    });
    expect(
      (await kit.send(me.token, 'PATCH', boxUrl(me.orderId, 'bad address'), { quota_mb: 5 })).statusCode,
    ).toBe(422);
  });

  it('answers 409 on the name when the box exists, and 404 for another customer’s order or box', async () => {
    const me = await withSite('mail-own.uz');
    const body = { name: 'twice', domain: 'mail-own.uz', password: BOX_PASSWORD, quota_mb: 10 };
    expect((await kit.send(me.token, 'POST', boxesUrl(me.orderId), body)).statusCode).toBe(200);
    kit.panel.state.mailboxes.get('twice@mail-own.uz')!.owner = 'someone-else';
    const again = await kit.send(me.token, 'POST', boxesUrl(me.orderId), body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty('name');
    kit.panel.state.mailboxes.get('twice@mail-own.uz')!.owner = me.login;

    const other = await customerWithOrder(kit.app, kit.catalogue.small.id);
    expect((await kit.send(other.token, 'GET', boxesUrl(me.orderId))).statusCode).toBe(404);
    expect(
      (await kit.send(other.token, 'PATCH', boxUrl(me.orderId, 'twice@mail-own.uz'), { quota_mb: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.send(other.token, 'PATCH', boxUrl(other.orderId, 'twice@mail-own.uz'), { quota_mb: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.send(other.token, 'DELETE', boxUrl(other.orderId, 'twice@mail-own.uz'))).statusCode,
    ).toBe(404);
    expect(kit.panel.state.mailboxes.get('twice@mail-own.uz')?.maxsize).toBe(10);
  });

  it('finishes a create whose answer was lost, and answers 503 when the panel is silent', async () => {
    const me = await withSite('mail-lost.uz');
    const body = { name: 'lost', domain: 'mail-lost.uz', password: BOX_PASSWORD, quota_mb: 10 };
    kit.panel.faults.dropAfterWrite('email.edit');
    expect((await kit.send(me.token, 'POST', boxesUrl(me.orderId), body)).statusCode).toBe(503);
    const retried = await kit.send(me.token, 'POST', boxesUrl(me.orderId), body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.address).toBe('lost@mail-lost.uz');

    kit.panel.faults.html({ func: 'email', times: 'always' });
    const silent = await kit.send(me.token, 'GET', boxesUrl(me.orderId));
    expect(silent.statusCode).toBe(503);
    expect(silent.json().code).toBe('HOSTING_PANEL_UNAVAILABLE');
  });

  it('lets a support session read and change nothing; an expired order is read-only', async () => {
    const me = await withSite('mail-ro.uz');
    const body = { name: 'ro', domain: 'mail-ro.uz', password: BOX_PASSWORD, quota_mb: 10 };
    await kit.send(me.token, 'POST', boxesUrl(me.orderId), body);
    const support = await staffToken(kit.app, await addStaff(kit.testApp, 'support'));
    const opened = await kit.app.inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, me.userId),
      headers: bearer(support),
      payload: { reason: 'Customer asked about their mail' },
    });
    const asCustomer = opened.json().data.access_token as string;
    const seen = await kit.send(asCustomer, 'GET', boxesUrl(me.orderId));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.access).toMatchObject({ writable: false, reason: 'support_session' });
    const url = boxUrl(me.orderId, 'ro@mail-ro.uz');
    for (const [method, target, payload] of [
      ['POST', boxesUrl(me.orderId), { ...body, name: 'more' }],
      ['PATCH', url, { quota_mb: 20 }],
      ['DELETE', url, undefined],
    ] as const) {
      const refused = await kit.send(asCustomer, method, target, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');
    }
    expect(kit.panel.state.mailboxes.get('ro@mail-ro.uz')?.maxsize).toBe(10);
    expect(kit.panel.state.mailboxes.has('more@mail-ro.uz')).toBe(false);

    await kit.app.db.update(hostingOrders).set({ status: 'week' }).where(eq(hostingOrders.id, me.orderId));
    const blocked = await kit.send(me.token, 'PATCH', url, { quota_mb: 20 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('HOSTING_ORDER_READ_ONLY');
  });

  it('shows the console the same list, read-only', async () => {
    const me = await withSite('mail-staff.uz');
    await kit.send(me.token, 'POST', boxesUrl(me.orderId), {
      name: 'seen',
      domain: 'mail-staff.uz',
      password: BOX_PASSWORD,
      quota_mb: 10,
    });
    const owner = await staffToken(kit.app, await addStaff(kit.testApp, 'owner'));
    const listed = await kit.app.inject({
      method: 'GET',
      url: adminPath(adminPaths.orderMailboxes, me.orderId),
      headers: bearer(owner),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.mailboxes.map((box: { address: string }) => box.address)).toEqual([
      'seen@mail-staff.uz',
    ]);
    expect(listed.body).not.toContain(BOX_PASSWORD);
  });
});
