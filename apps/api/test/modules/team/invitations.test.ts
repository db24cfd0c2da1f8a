import { teamPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { mailsTo } from '../../helpers/notifications.js';
import { accept, as, invitationToken, invite, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// An invitation's life: sent by e-mail in the invitee's language (or the inviter's), accepted once by the invited
// address within 7 days, withdrawn by the owner; refused in every other case with nothing changed.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({ APP_URL: 'https://portal.example.uz' }, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

const members = async (owner: Person) =>
  (await app().inject({ method: 'GET', url: teamPaths.members, headers: as(owner) })).json().data;
const invitations = async (owner: Person) =>
  (await app().inject({ method: 'GET', url: teamPaths.invitations, headers: as(owner) })).json().data;

describe('team invitations', () => {
  it('e-mails a link in the invitee’s language, which they accept once, signed in as themselves', async () => {
    const owner = await person(app(), 'en');
    const member = await person(app(), 'ru');
    const sent = await invite(app(), owner, { email: member.email.toUpperCase(), role: 'technical' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      email: member.email,
      role: 'technical',
      permissions: expect.arrayContaining(['hosting.manage', 'support.manage']),
      expires_at: '2026-12-08T09:00:00.000Z',
    });
    const [mail] = await mailsTo(app(), member.email);
    expect(mail).toMatchObject({ language: 'ru' });
    expect(mail?.subject).toContain('приглашает');
    expect(mail?.text).toMatch(/https:\/\/portal\.example\.uz\/team\/accept#token=[A-Za-z0-9_-]{43}/);
    expect(await invitations(owner)).toHaveLength(1);

    const token = await invitationToken(app(), member.email);
    const accepted = await accept(app(), member, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.account_id).toBe(owner.id);
    expect(await members(owner)).toMatchObject([
      { user_id: member.id, role: 'technical', email: member.email },
    ]);
    expect(await invitations(owner)).toEqual([]);

    const again = await accept(app(), member, token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ status: false, code: 'TEAM_INVITATION_INVALID' });

    const accounts = await app().inject({ method: 'GET', url: teamPaths.accounts, headers: as(member) });
    expect(accounts.json().data).toMatchObject([
      { account_id: member.id, own: true, role: 'owner' },
      { account_id: owner.id, own: false, role: 'technical' },
    ]);
  });

  it('writes to an address with no account in the inviter’s language', async () => {
    const owner = await person(app(), 'uzc');
    const email = `newcomer.${Date.now()}@example.uz`;
    expect((await invite(app(), owner, { email, role: 'viewer' })).statusCode).toBe(200);
    const [mail] = await mailsTo(app(), email);
    expect(mail).toMatchObject({ language: 'uzc' });
    expect(mail?.text).toContain('фақат кўриш');
  });

  it('refuses the link to another signed-in address, and keeps it for the right one', async () => {
    const owner = await person(app());
    const member = await person(app());
    const other = await person(app());
    await invite(app(), owner, { email: member.email, role: 'billing' });
    const token = await invitationToken(app(), member.email);
    const wrong = await accept(app(), other, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'TEAM_INVITATION_OTHER_EMAIL' });
    expect(await members(owner)).toEqual([]);
    expect((await accept(app(), member, token)).statusCode).toBe(200);
  });

  it('a lapsed link (past 7 days) is refused; the owner may then invite again', async () => {
    const owner = await person(app());
    const member = await person(app());
    await invite(app(), owner, { email: member.email, role: 'viewer' });
    const token = await invitationToken(app(), member.email);
    clock.advance(7 * 24 * 3600_000 + 1000);
    const late = await accept(app(), member, token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'TEAM_INVITATION_INVALID' });
    expect(await members(owner)).toEqual([]);
    expect((await invite(app(), owner, { email: member.email, role: 'viewer' })).statusCode).toBe(200);
    expect((await accept(app(), member, await invitationToken(app(), member.email))).statusCode).toBe(200);
  });

  it('a withdrawn invitation’s link stops working', async () => {
    const owner = await person(app());
    const member = await person(app());
    const sent = (await invite(app(), owner, { email: member.email, role: 'billing' })).json().data;
    const withdrawn = await app().inject({
      method: 'DELETE',
      url: teamPaths.invitation.replace(':id', String(sent.id)),
      headers: as(owner),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await invitations(owner)).toEqual([]);
    const late = await accept(app(), member, await invitationToken(app(), member.email));
    expect(late.json()).toMatchObject({ code: 'TEAM_INVITATION_INVALID' });
    // Another owner cannot withdraw it (nor see it).
    const stranger = await person(app());
    const foreign = await app().inject({
      method: 'DELETE',
      url: teamPaths.invitation.replace(':id', String(sent.id)),
      headers: as(stranger),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad input with 422 and a second open invitation to one address with 409, sending nothing', async () => {
    const owner = await person(app());
    const member = await person(app());
    for (const body of [
      { email: member.email, role: 'admin' },
      { email: 'not-an-address', role: 'viewer' },
      { email: member.email, role: 'custom', permissions: [] },
      { email: member.email, role: 'custom', permissions: ['billing.read', 'billing.read'] },
      { email: member.email, role: 'custom', permissions: ['security.manage'] },
    ]) {
      const refused = await invite(app(), owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    }
    const self = await invite(app(), owner, { email: owner.email, role: 'viewer' });
    expect(self.json()).toMatchObject({ code: 'TEAM_OWN_ACCOUNT' });
    expect(await mailsTo(app(), member.email)).toEqual([]);

    const custom = await invite(app(), owner, {
      email: member.email,
      role: 'custom',
      permissions: ['support.read', 'support.manage'],
    });
    expect(custom.json().data).toMatchObject({
      role: 'custom',
      permissions: ['support.read', 'support.manage'],
    });
    const twice = await invite(app(), owner, { email: member.email, role: 'viewer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'TEAM_ALREADY_MEMBER' });
    expect(await mailsTo(app(), member.email)).toHaveLength(1);
  });
});

describe('team invitations, counted as mail', () => {
  it('answers 429 with Retry-After past the account’s message allowance, sending nothing more', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_MAIL_PER_ACCOUNT: '2',
      RATE_LIMIT_MAIL_WINDOW_SECONDS: '60',
    });
    try {
      const owner = await person(limited.app);
      const invitees = [await person(limited.app), await person(limited.app), await person(limited.app)];
      for (const invitee of invitees.slice(0, 2)) {
        expect((await invite(limited.app, owner, { email: invitee.email, role: 'viewer' })).statusCode).toBe(
          200,
        );
      }
      const refused = await invite(limited.app, owner, { email: invitees[2]!.email, role: 'viewer' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await mailsTo(limited.app, invitees[2]!.email)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
