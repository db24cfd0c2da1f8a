import { adminPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, staffAlerts } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { newCaptcha } from '../../helpers/security.js';
import {
  addStaff,
  bearer,
  codeFor,
  STAFF_PASSWORD,
  staffToken,
  type TestStaff,
} from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Staff sign-in slows the guesser, never the owner: wrong passwords for a member from many addresses (behind the
// trusted proxy, as nginx forwards them) never keep out the member with the right password and code; an address
// is held back after its own failures; unknown addresses need a captcha once the account is under attack; the
// owners are alerted once; every refusal is counted in one audit entry per account and window.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let owner: TestStaff;

beforeAll(async () => {
  testApp = await buildTestApp({ TRUST_PROXY: '127.0.0.1' }, { clock });
  owner = await addStaff(testApp, 'owner');
});
afterAll(async () => {
  await testApp?.close();
});

const signIn = (body: object, address: string) =>
  app().inject({
    method: 'POST',
    url: adminPaths.login,
    payload: body,
    headers: { 'x-forwarded-for': address },
  });

const wrongFor = (member: TestStaff, n: number) => ({
  email: member.email,
  password: `Wrong#${n}xx`,
  code: '123456',
});

/** The right password and a code of a fresh time step (a code is accepted once). */
async function rightFor(member: TestStaff) {
  clock.advance(30_000);
  return { email: member.email, password: STAFF_PASSWORD, code: await codeFor(app(), member.secret) };
}

interface AuditRow {
  staff_id: number | null;
  ip_address: string;
  after: {
    email: string;
    subject: string;
    reason: string;
    count?: number;
    reasons?: Record<string, number>;
    last_ip?: string;
  };
}

/** The audit entries of refused sign-ins for an e-mail, as the owner reads them in the console. */
async function refusalsAudited(email: string) {
  clock.advance(30_000);
  const token = await staffToken(app(), owner);
  const answer = await app().inject({
    method: 'GET',
    url: `${adminPaths.auditLog}?action=staff.login-failed`,
    headers: bearer(token),
  });
  return (answer.json().data as AuditRow[]).filter((row) => row.after.subject === `account:${email}`);
}

async function refusalsOfAddress(address: string) {
  clock.advance(30_000);
  const answer = await app().inject({
    method: 'GET',
    url: `${adminPaths.auditLog}?action=staff.login-failed`,
    headers: bearer(await staffToken(app(), owner)),
  });
  return (answer.json().data as AuditRow[]).filter((row) => row.after.subject === `address:${address}`);
}

describe('staff sign-in under attack', () => {
  it('slows the guesser, lets the member in with password and code, audits the count and alerts once', async () => {
    const member = await addStaff(testApp, 'support');
    expect((await signIn(await rightFor(member), '10.1.1.1')).statusCode).toBe(200);

    // Thirty wrong passwords from thirty addresses: the first ten are plain refusals; after them the account is
    // under attack and an unknown address must carry a solved captcha.
    for (let n = 1; n <= 30; n++) {
      const wrong = await signIn(wrongFor(member, n), `198.51.100.${n}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe(n <= 10 ? 'INVALID_CREDENTIALS' : 'CAPTCHA_REQUIRED');
    }

    // The member, from a new address, with the right password and code: asked for the captcha, then signed in.
    const fromHotel = await signIn(await rightFor(member), '203.0.113.7');
    expect(fromHotel.statusCode).toBe(422);
    expect(fromHotel.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      errors: { captcha: [expect.any(String)] },
    });
    const captcha = await newCaptcha(app());
    const solved = { ...(await rightFor(member)), captcha_id: captcha.id, captcha: captcha.answer };
    expect((await signIn(solved, '203.0.113.7')).statusCode).toBe(200);
    // From the office the member signed in from before, no captcha is asked.
    expect((await signIn(await rightFor(member), '10.1.1.1')).statusCode).toBe(200);

    // A wrong password with a solved captcha is still a failure, and a wrong captcha is refused.
    const another = await newCaptcha(app());
    const guess = { ...wrongFor(member, 99), captcha_id: another.id, captcha: another.answer };
    expect((await signIn(guess, '198.51.100.99')).json().code).toBe('INVALID_CREDENTIALS');
    const badCaptcha = { ...wrongFor(member, 98), captcha_id: another.id, captcha: another.answer };
    expect((await signIn(badCaptcha, '198.51.100.98')).json().code).toBe('CAPTCHA_REQUIRED');

    // One address guessing on its own is held back after ten failures, whatever it sends next.
    const attacker = '192.0.2.50';
    for (let n = 1; n <= 10; n++) {
      const captchaN = await newCaptcha(app());
      const tried = { ...wrongFor(member, 100 + n), captcha_id: captchaN.id, captcha: captchaN.answer };
      expect((await signIn(tried, attacker)).statusCode).toBe(422);
    }
    const held = await signIn(wrongFor(member, 200), attacker);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);

    // One audit entry for the account's window, with every refusal counted: 10 + 1 + 10 wrong passwords,
    // 20 + 1 + 1 captcha refusals (the member's own first try from the hotel among them).
    const audited = await refusalsAudited(member.email);
    expect(audited).toHaveLength(1);
    // The held-back address has its own entry, counted the same way.
    const [addressEntry] = await refusalsOfAddress(attacker);
    expect(addressEntry).toMatchObject({ after: { reason: 'address_limit', count: 1 } });
    expect(audited[0]).toMatchObject({
      staff_id: member.id,
      ip_address: '198.51.100.1',
      after: { count: 43, reasons: { password: 21, captcha: 22 }, last_ip: attacker },
    });

    // The owners were alerted once (console alert and e-mail), not once per failure.
    const alerts = await app()
      .db.select()
      .from(staffAlerts)
      .where(eq(staffAlerts.kind, 'staff_login_attack'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.summary).toContain(member.email);
    const mails = await app().db.select().from(outbox).where(eq(outbox.subject, 'Konsolga kirish hujumi'));
    expect(mails.map((mail) => mail.to)).toEqual([owner.email]);
  });

  it('asks an unknown e-mail for the captcha alike, so the answer tells nothing of who is staff', async () => {
    const stranger = 'nobody@staff.example.uz';
    for (let n = 1; n <= 11; n++) {
      const answer = await signIn(
        { email: stranger, password: 'Whatever#1', code: '123456' },
        `192.0.2.${n}`,
      );
      expect(answer.json().code).toBe(n <= 10 ? 'INVALID_CREDENTIALS' : 'CAPTCHA_REQUIRED');
    }
    const [entry] = await refusalsAudited(stranger);
    expect(entry).toMatchObject({
      staff_id: null,
      ip_address: '192.0.2.1',
      after: { reason: 'unknown_email', count: 11, reasons: { unknown_email: 10, captcha: 1 } },
    });
  });

  it('lets the window end: past it, a new address signs in without a captcha', async () => {
    const member = await addStaff(testApp, 'billing');
    for (let n = 1; n <= 10; n++) {
      expect((await signIn({ ...wrongFor(member, n), code: '000000' }, `198.18.0.${n}`)).statusCode).toBe(
        422,
      );
    }
    expect((await signIn(await rightFor(member), '198.18.1.1')).json().code).toBe('CAPTCHA_REQUIRED');
    clock.advance(15 * 60_000);
    expect((await signIn(await rightFor(member), '198.18.1.1')).statusCode).toBe(200);
  });
});
