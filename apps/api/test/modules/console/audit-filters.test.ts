import { adminPath, adminPaths, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken, type TestStaff } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// The audit log is filtered by choosing, not by typing: the staff and the actions to choose from come from the
// API, and a target (what the actions were about) narrows the list to one kind of action.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const tokens = {} as Record<StaffRole, string>;
const staff = {} as Record<StaffRole, TestStaff>;
let customerId = 0;

const get = (role: StaffRole, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  for (const role of ['owner', 'support', 'readonly'] as const) {
    staff[role] = await addStaff(testApp, role);
    tokens[role] = await staffToken(testApp.app, staff[role]);
  }
  const { token } = await registerCustomer(testApp.app);
  customerId = (await getProfile(testApp.app, token)).json().data.id as number;
  const noted = await testApp.app.inject({
    method: 'POST',
    url: adminPath(adminPaths.customerNotes, customerId),
    headers: bearer(tokens.support),
    payload: { body: 'Called about the invoice' },
  });
  expect(noted.statusCode).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
});

describe('audit log filters', () => {
  it('offers every staff member by name and each action the log holds once, in order', async () => {
    const answer = await get('readonly', adminPaths.auditLogChoices);
    expect(answer.statusCode).toBe(200);
    const { staff: members, actions } = answer.json().data as {
      staff: { id: number; name: string }[];
      actions: string[];
    };
    expect(members).toEqual(
      expect.arrayContaining(Object.values(staff).map((member) => ({ id: member.id, name: member.name }))),
    );
    expect(actions).toEqual([...new Set(actions)].sort());
    expect(actions).toEqual(expect.arrayContaining(['customer.note', 'staff.create', 'staff.login']));
  });

  it('a target keeps the actions about that kind of thing only', async () => {
    const about = async (target: string) =>
      (
        (await get('owner', `${adminPaths.auditLog}?target=${target}`)).json().data as { action: string }[]
      ).map((row) => row.action);
    expect(await about('customer')).toEqual(['customer.note']);
    const staffActions = await about('staff');
    expect(staffActions.length).toBeGreaterThan(0);
    expect(staffActions.every((action) => action.startsWith('staff.'))).toBe(true);
    // An underscore is a letter of the target, not a wildcard: "staf_" names nothing.
    expect(await about('staf_')).toEqual([]);
  });

  it('refuses a target that is no name, with the field named', async () => {
    const refused = await get('owner', `${adminPaths.auditLog}?target=staff.login`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(refused.json())).toContain('target');
  });
});
