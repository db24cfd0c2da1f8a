import { adminPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import {
  addStaff,
  bearer,
  codeFor,
  STAFF_PASSWORD,
  staffToken,
  type TestStaff,
} from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Staff sign-in failures are limited per account across addresses (wrong passwords and wrong codes
// alike), as a wait, never a lock-out: the member's own addresses still get in, the wait ends with the window,
// and the member and the owners are told by e-mail when it starts. Every failed sign-in is audited with its
// address.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
let owner: TestStaff;
let ownerToken = '';

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  owner = await addStaff(testApp, 'owner');
  ownerToken = await staffToken(app(), owner);
});
afterAll(async () => {
  await testApp?.close();
});

const signIn = (body: object, remoteAddress: string) =>
  app().inject({ method: 'POST', url: adminPaths.login, payload: body, remoteAddress });

/** The audit rows of failed sign-ins for an e-mail, oldest first. */
async function failures(email: string) {
  // A new code step for the owner's fresh sign-in (a code is accepted once).
  clock.advance(30_000);
  ownerToken = await staffToken(app(), owner);
  const rows = (
    await app().inject({
      method: 'GET',
      url: `${adminPaths.auditLog}?action=staff.login-failed`,
      headers: bearer(ownerToken),
    })
  ).json().data as {
    staff_id: number | null;
    ip_address: string;
    after: { email: string; reason: string };
  }[];
  return rows.filter((row) => row.after.email === email).reverse();
}

describe('staff sign-in per account', () => {
  it('makes a stranger guessing from many addresses wait, and tells the member and the owners once', async () => {
    const member = await addStaff(testApp, 'support');
    // The member signed in from the office before.
    expect(
      (
        await signIn(
          { email: member.email, password: STAFF_PASSWORD, code: await codeFor(app(), member.secret) },
          '10.1.1.1',
        )
      ).statusCode,
    ).toBe(200);

    for (let n = 1; n <= 10; n++) {
      const wrong = await signIn(
        { email: member.email, password: `Wrong#${n}xx`, code: '123456' },
        `198.51.100.${n}`,
      );
      expect(wrong.statusCode).toBe(422);
    }
    const paused = await signIn(
      { email: member.email, password: 'Wrong#11xx', code: '123456' },
      '198.51.100.11',
    );
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password and code from a new address wait too: the account, not the address, is held back.
    clock.advance(30_000);
    const right = {
      email: member.email,
      password: STAFF_PASSWORD,
      code: await codeFor(app(), member.secret),
    };
    expect((await signIn(right, '203.0.113.7')).statusCode).toBe(429);

    const mails = await app()
      .db.select()
      .from(outbox)
      .where(eq(outbox.subject, `${member.email} uchun konsolga kirish toʻxtatildi`));
    expect(mails.map((mail) => mail.to).sort()).toEqual([member.email, owner.email].sort());
    expect(mails[0]?.text).toContain('198.51.100.11');

    const audited = await failures(member.email);
    expect(audited).toHaveLength(11);
    expect(
      audited.slice(0, 10).every((row) => row.after.reason === 'password' && row.staff_id === member.id),
    ).toBe(true);
    expect(audited.map((row) => row.ip_address).slice(0, 3)).toEqual([
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
    ]);
    expect(audited[10]).toMatchObject({ ip_address: '198.51.100.11', after: { reason: 'account_limit' } });

    // The member's own address is not held back, so the guessing cannot keep them out.
    expect((await signIn(right, '10.1.1.1')).statusCode).toBe(200);
    // And the wait ends with the window.
    clock.advance(15 * 60_000);
    const later = { ...right, code: await codeFor(app(), member.secret) };
    expect((await signIn(later, '203.0.113.7')).statusCode).toBe(200);
  });

  it('counts wrong codes as failures of the account, and audits an unknown e-mail with its address', async () => {
    const member = await addStaff(testApp, 'billing');
    for (let n = 1; n <= 10; n++) {
      const wrongCode = await signIn(
        { email: member.email, password: STAFF_PASSWORD, code: '000000' },
        `192.0.2.${n}`,
      );
      expect(wrongCode.statusCode).toBe(422);
    }
    expect(
      (await signIn({ email: member.email, password: STAFF_PASSWORD, code: '000000' }, '192.0.2.11'))
        .statusCode,
    ).toBe(429);
    const audited = await failures(member.email);
    expect(audited.slice(0, 10).every((row) => row.after.reason === 'code')).toBe(true);

    const stranger = 'nobody@staff.example.uz';
    expect(
      (await signIn({ email: stranger, password: 'Whatever#1', code: '123456' }, '192.0.2.99')).statusCode,
    ).toBe(422);
    expect(await failures(stranger)).toEqual(
      [{ staff_id: null, ip_address: '192.0.2.99', after: { email: stranger, reason: 'unknown_email' } }].map(
        (row) => expect.objectContaining(row),
      ),
    );
  });
});
