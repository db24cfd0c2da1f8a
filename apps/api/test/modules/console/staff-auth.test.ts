import { adminPaths, apiPaths } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, codeFor, STAFF_PASSWORD, staffLogin, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Staff sign in with password and TOTP together; staff and customer tokens never cross.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

describe('staff login', () => {
  it('needs the password and a current TOTP code, and answers a token that opens /auth/me', async () => {
    const staff = await addStaff(testApp, 'billing');
    const token = await staffToken(app(), staff);
    const me = await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: staff.email, role: 'billing' });
    expect(me.json().data.permissions).toContain('money.adjust');
    expect(me.json().data.permissions).not.toContain('customers.manage');
  });

  it('refuses a missing, malformed, wrong or replayed code, and a wrong password, with one answer', async () => {
    clock.advance(60_000);
    const staff = await addStaff(testApp, 'support');
    const code = await codeFor(app(), staff.secret);
    const missing = await staffLogin(app(), { email: staff.email, password: STAFF_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.code).toBeDefined();
    const malformed = await staffLogin(app(), {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: '12ab56',
    });
    expect(malformed.statusCode).toBe(422);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await staffLogin(app(), { email: staff.email, password: STAFF_PASSWORD, code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const badPassword = await staffLogin(app(), { email: staff.email, password: 'Nope#2026x', code });
    expect(badPassword.json()).toMatchObject({ status: false, code: 'INVALID_CREDENTIALS' });
    expect(badPassword.json().message).toBe(wrong.json().message);

    const first = await staffLogin(app(), { email: staff.email, password: STAFF_PASSWORD, code });
    expect(first.statusCode).toBe(200);
    const replay = await staffLogin(app(), { email: staff.email, password: STAFF_PASSWORD, code });
    expect(replay.statusCode).toBe(422);
    // The next time step's code is good again.
    clock.advance(30_000);
    const next = await staffLogin(app(), {
      email: staff.email,
      password: STAFF_PASSWORD,
      code: await codeFor(app(), staff.secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('an unknown e-mail answers like a wrong password', async () => {
    const answer = await staffLogin(app(), {
      email: 'nobody@staff.example.uz',
      password: STAFF_PASSWORD,
      code: '123456',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('customer tokens get 401 under /api/admin, and staff tokens get 401 under /api/client', async () => {
    clock.advance(30_000);
    const { token: customerToken } = await registerCustomer(app());
    const asCustomer = await app().inject({
      method: 'GET',
      url: adminPaths.me,
      headers: bearer(customerToken),
    });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    const staffTokenValue = await staffToken(app(), await addStaff(testApp, 'owner'));
    const asStaff = await app().inject({
      method: 'GET',
      url: apiPaths.profile,
      headers: bearer(staffTokenValue),
    });
    expect(asStaff.statusCode).toBe(401);
    const noToken = await app().inject({ method: 'GET', url: adminPaths.customers });
    expect(noToken.statusCode).toBe(401);
  });

  it('a session ends at logout and after 30 idle minutes', async () => {
    clock.advance(30_000);
    const staff = await addStaff(testApp, 'readonly');
    const token = await staffToken(app(), staff);
    clock.advance(29 * 60_000);
    expect(
      (await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(token) })).statusCode,
    ).toBe(200);
    clock.advance(31 * 60_000);
    expect(
      (await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(token) })).statusCode,
    ).toBe(401);

    const second = await staffToken(app(), staff);
    const out = await app().inject({ method: 'POST', url: adminPaths.logout, headers: bearer(second) });
    expect(out.statusCode).toBe(200);
    expect(
      (await app().inject({ method: 'GET', url: adminPaths.me, headers: bearer(second) })).statusCode,
    ).toBe(401);
    const actions = await app()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.staffId, staff.id));
    expect(actions.map((row) => row.action)).toEqual(['staff.login', 'staff.login', 'staff.logout']);
  });

  it('the audit log refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [row] = await app().db.select({ id: auditLog.id }).from(auditLog).limit(1);
    if (!row) throw new Error('an audit row');
    await expect(
      app().db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(app().db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(app().db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await app().db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still?.action).not.toBe('forged');
  });

  it('documents every /api/admin path in OpenAPI with a summary and the staff bearer scheme', async () => {
    const docs = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths as Record<
      string,
      Record<string, { summary?: string; security?: unknown }>
    >;
    for (const path of Object.values(adminPaths)) {
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      const operations = Object.values(paths[openApiPath] ?? {});
      expect({ path, documented: operations.length > 0 }).toEqual({ path, documented: true });
      for (const operation of operations) expect(operation.summary).toBeTruthy();
    }
    expect(docs.json().components.securitySchemes.staffBearerAuth).toMatchObject({ scheme: 'bearer' });
  });
});
