import { adminPath, adminPaths } from '@portal/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import {
  addStaff,
  bearer,
  codeFor,
  STAFF_PASSWORD,
  staffLogin,
  staffToken,
  type TestStaff,
} from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Later staff are invited from the console: a one-time link; the invitee sets a password and proves the
// authenticator. The owner changes roles and disables colleagues, never themselves.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let owner: TestStaff;
let ownerToken = '';

beforeAll(async () => {
  testApp = await buildTestApp({ APP_URL: 'https://portal.example.uz' }, { clock });
  owner = await addStaff(testApp, 'owner');
  ownerToken = await staffToken(app(), owner);
});
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: object, token?: string) =>
  app().inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

describe('staff invitations', () => {
  it('the invitee opens the link, sets a password, proves the authenticator and is signed in; the link is spent', async () => {
    const invited = await post(
      adminPaths.staffInvitations,
      { email: 'Dilnoza@Staff.uz', name: 'Dilnoza', role: 'support' },
      ownerToken,
    );
    expect(invited.statusCode).toBe(200);
    const { invite_url, id } = invited.json().data;
    expect(invite_url).toMatch(/^https:\/\/portal\.example\.uz\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);
    const token = invite_url.split('#token=')[1] as string;

    // Before accepting, the account cannot sign in, whatever password is tried.
    const list = (
      await app().inject({ method: 'GET', url: adminPaths.staff, headers: bearer(ownerToken) })
    ).json().data;
    expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({
      email: 'dilnoza@staff.uz',
      state: 'invited',
      role: 'support',
    });

    const details = await post(adminPaths.invitation, { token });
    expect(details.json().data).toMatchObject({ email: 'dilnoza@staff.uz', name: 'Dilnoza' });
    const { secret, otpauth_url } = details.json().data;
    expect(otpauth_url).toContain(`secret=${secret}`);

    const wrongCode = await post(adminPaths.invitationAccept, {
      token,
      password: 'Dilnoza#2026',
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    const weak = await post(adminPaths.invitationAccept, { token, password: 'short', code: '123456' });
    expect(weak.statusCode).toBe(422);
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const accepted = await post(adminPaths.invitationAccept, { token, password: 'Dilnoza#2026', code });
    expect(accepted.statusCode).toBe(200);
    const me = await app().inject({
      method: 'GET',
      url: adminPaths.me,
      headers: bearer(accepted.json().data.access_token),
    });
    expect(me.json().data).toMatchObject({ email: 'dilnoza@staff.uz', role: 'support' });
    expect((await post(adminPaths.invitation, { token })).statusCode).toBe(404);

    clock.advance(30_000);
    const login = await staffLogin(app(), {
      email: 'dilnoza@staff.uz',
      password: 'Dilnoza#2026',
      code: await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }),
    });
    expect(login.statusCode).toBe(200);
  });

  it('an expired or unknown link answers 404; a taken e-mail and support inviting are refused', async () => {
    const { invite_url } = (
      await post(
        adminPaths.staffInvitations,
        { email: 'late@staff.uz', name: 'Late', role: 'readonly' },
        ownerToken,
      )
    ).json().data;
    const token = invite_url.split('#token=')[1] as string;
    clock.advance(73 * 3600_000);
    ownerToken = await staffToken(app(), owner);
    expect((await post(adminPaths.invitation, { token })).statusCode).toBe(404);
    expect((await post(adminPaths.invitation, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await post(adminPaths.invitation, { token: 'bad' })).statusCode).toBe(422);
    const taken = await post(
      adminPaths.staffInvitations,
      { email: owner.email, name: 'Again', role: 'owner' },
      ownerToken,
    );
    expect(taken.statusCode).toBe(422);
    const support = await staffToken(app(), await addStaff(testApp, 'support'));
    expect(
      (await post(adminPaths.staffInvitations, { email: 'x@staff.uz', name: 'X', role: 'owner' }, support))
        .statusCode,
    ).toBe(403);
  });
});

describe('roles and disabling', () => {
  it('the owner changes a role and disables a colleague, whose sessions end; never their own account', async () => {
    const colleague = await addStaff(testApp, 'readonly');
    const colleagueToken = await staffToken(app(), colleague);
    const put = (id: number, body: object) =>
      app().inject({
        method: 'PUT',
        url: adminPath(adminPaths.staffMember, id),
        headers: bearer(ownerToken),
        payload: body,
      });
    expect((await put(colleague.id, { role: 'billing', disabled: false })).statusCode).toBe(200);
    const me = await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(colleagueToken) });
    expect(me.json().data.role).toBe('billing');
    expect((await put(colleague.id, { role: 'billing', disabled: true })).statusCode).toBe(200);
    expect(
      (await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(colleagueToken) })).statusCode,
    ).toBe(401);
    clock.advance(30_000);
    const refused = await staffLogin(app(), {
      email: colleague.email,
      password: STAFF_PASSWORD,
      code: await codeFor(app(), colleague.secret),
    });
    expect(refused.statusCode).toBe(422);
    expect((await put(owner.id, { role: 'readonly', disabled: false })).statusCode).toBe(409);
    expect((await put(2_000_000, { role: 'readonly', disabled: false })).statusCode).toBe(404);
    const audit = (
      await app().inject({
        method: 'GET',
        url: `${adminPaths.auditLog}?action=staff.update`,
        headers: bearer(ownerToken),
      })
    ).json().data;
    expect(audit[0]).toMatchObject({
      before: { role: 'billing', disabled: false },
      after: { role: 'billing', disabled: true },
    });
  });
});
