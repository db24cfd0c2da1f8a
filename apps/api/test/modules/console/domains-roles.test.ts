import { adminDomainPaths, can, STAFF_ROLES, type StaffPermission, type StaffRole } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Every role against every console domain endpoint (roles.test.ts does this for adminPaths): a role without the
// permission gets 403 with the envelope, a role with it gets past the gate, a customer token gets 401.

const clock = createManualClock(new Date('2026-11-25T09:00:00Z'));
let testApp: TestApp;
const tokens = {} as Record<StaffRole, string>;
let customerToken = '';

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  for (const role of STAFF_ROLES) tokens[role] = await staffToken(testApp.app, await addStaff(testApp, role));
  customerToken = (await registerCustomer(testApp.app)).token;
});
afterAll(async () => {
  await testApp?.close();
});

const fill = (path: string) =>
  path
    .replace(':id', '1')
    .replace(':record_id', '1')
    .replace(':zone', 'uz')
    .replace(':action', 'renew')
    .replace(':years', '2');

const ENDPOINTS: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  permission: StaffPermission;
  body?: object;
}[] = [
  { method: 'GET', path: adminDomainPaths.queue, permission: 'customers.read' },
  { method: 'POST', path: adminDomainPaths.operationComplete, permission: 'domains.fulfil', body: {} },
  {
    method: 'POST',
    path: adminDomainPaths.operationReject,
    permission: 'domains.fulfil',
    body: { reason: 'x' },
  },
  { method: 'GET', path: adminDomainPaths.prices, permission: 'customers.read' },
  { method: 'PUT', path: adminDomainPaths.price, permission: 'catalogue.manage', body: { price: 1 } },
  { method: 'DELETE', path: adminDomainPaths.price, permission: 'catalogue.manage' },
  { method: 'GET', path: adminDomainPaths.registrar, permission: 'customers.read' },
  { method: 'GET', path: adminDomainPaths.drift, permission: 'customers.read' },
  { method: 'POST', path: adminDomainPaths.sync, permission: 'domains.fulfil' },
  { method: 'PUT', path: adminDomainPaths.recordApprove, permission: 'records.verify' },
  { method: 'PUT', path: adminDomainPaths.recordReject, permission: 'records.verify', body: { reason: 'x' } },
];

describe('the permission gate of the console domain endpoints', () => {
  it('covers every path in adminDomainPaths', () => {
    const covered = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
    expect(Object.values(adminDomainPaths).filter((path) => !covered.has(path))).toEqual([]);
  });

  it('gives fulfilment and record checks to owner and support only', () => {
    const holders = (permission: StaffPermission) => STAFF_ROLES.filter((role) => can(role, permission));
    expect(holders('domains.fulfil')).toEqual(['owner', 'support']);
    expect(holders('records.verify')).toEqual(['owner', 'support']);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const url = fill(endpoint.path);
      for (const role of STAFF_ROLES) {
        const answer = await testApp.app.inject({
          method: endpoint.method,
          url,
          headers: bearer(tokens[role]),
          ...(endpoint.body ? { payload: endpoint.body } : {}),
        });
        if (can(role, endpoint.permission)) {
          expect({ role, status: answer.statusCode }).not.toMatchObject({ status: 403 });
          expect(answer.statusCode).not.toBe(401);
          expect(answer.statusCode).toBeLessThan(500);
        } else {
          expect({ role, status: answer.statusCode }).toEqual({ role, status: 403 });
          expect(answer.json()).toMatchObject({ status: false, code: 'FORBIDDEN' });
        }
      }
      const asCustomer = await testApp.app.inject({
        method: endpoint.method,
        url,
        headers: bearer(customerToken),
        ...(endpoint.body ? { payload: endpoint.body } : {}),
      });
      expect(asCustomer.statusCode).toBe(401);
    });
  }
});
