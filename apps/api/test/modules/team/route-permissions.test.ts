import { randomUUID } from 'node:crypto';
import {
  type AccountAccess,
  permits,
  TEAM_ROLE_PERMISSIONS,
  TEAM_ROLES,
  type TeamRole,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { as, join, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Every client route that needs a session × every way of calling it: the owner, each member role acting in the
// owner's account, and a stranger naming it. The expectation comes from the route's own declaration, so a route
// added later is covered the day it declares its permission, and refused here until it does.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let owner: Person;
let stranger: Person;
const members = {} as Record<TeamRole, Person>;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  owner = await person(testApp.app);
  stranger = await person(testApp.app);
  for (const role of TEAM_ROLES) {
    members[role] = await person(testApp.app);
    await join(testApp.app, owner, members[role], role);
  }
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

/**
 * A concrete URL for a route pattern: values of the right shape naming no row (the gate decides before a row is
 * read, and the owner's calls must not remove the members the next cases need).
 */
const urlOf = (pattern: string) =>
  pattern
    .replace(':token', 'x'.repeat(43))
    .replace(':zone', 'example.uz')
    .replace(':name', 'example.uz')
    .replace(':kind', 'passport_photo')
    .replace(':session_id', 'nosuchsession')
    .replace(/:[a-zA-Z_]+/g, '999999');

// Signing out ends the caller's session: it runs last for each caller.
const routes = () =>
  [...testApp.app.customerRoutes].sort(
    (a, b) => Number(a.url.endsWith('/auth/logout')) - Number(b.url.endsWith('/auth/logout')),
  );

async function call(route: { method: string; url: string }, headers: Record<string, string>) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await testApp.app.inject({
    method: route.method as 'GET',
    url: urlOf(route.url),
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(withBody ? { payload: {} } : {}),
  });
  return { status: response.statusCode, code: response.statusCode >= 400 ? response.json().code : null };
}

const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('client route permissions', () => {
  it('every client route that needs a session declares what a member needs for it', () => {
    const missing = testApp.app.customerRoutes.filter((route) => route.access === undefined);
    expect(
      missing.map(
        (route) =>
          `${label(route)}: add config: { accountPermission: '…' } to its route options — one of the ` +
          `permissions in packages/contracts/src/team.ts (e.g. 'hosting.read' for a read, 'hosting.manage' for a ` +
          `change), 'member' (anyone in the account), 'owner' (never a member) or 'self' (the person's own things)`,
      ),
    ).toEqual([]);
    expect(testApp.app.customerRoutes.length).toBeGreaterThan(100);
  });

  it('the owner passes every gate, in their own account with or without naming it', async () => {
    for (const headers of [as(owner), as(owner, owner.id)]) {
      for (const route of routes()) {
        if (route.url.endsWith('/auth/logout')) continue;
        const answer = await call(route, headers);
        expect([label(route), answer.code], JSON.stringify(answer)).not.toEqual([
          label(route),
          'MEMBER_FORBIDDEN',
        ]);
        expect(answer.status, label(route)).not.toBe(401);
      }
    }
  }, 120_000);

  for (const role of TEAM_ROLES) {
    it(`a ${role} member gets past exactly the routes their permissions cover`, async () => {
      const held = TEAM_ROLE_PERMISSIONS[role];
      for (const route of routes()) {
        const access = route.access as AccountAccess;
        const answer = await call(route, as(members[role], owner.id));
        if (access === 'self' || permits(held, access)) {
          expect([label(route), answer.code]).not.toEqual([label(route), 'MEMBER_FORBIDDEN']);
          expect(answer.status, label(route)).not.toBe(401);
        } else {
          expect([label(route), answer.status, answer.code]).toEqual([label(route), 403, 'MEMBER_FORBIDDEN']);
        }
      }
    }, 120_000);
  }

  it('someone outside the account finds it closed (404 TEAM_ACCOUNT_CLOSED), except their own things', async () => {
    for (const route of routes()) {
      const answer = await call(route, as(stranger, owner.id));
      // The person's own things ignore the header: the same answer as without it.
      if (route.url.endsWith('/auth/logout')) expect(answer.status).toBe(200);
      else if (route.access === 'self') {
        const own = await call(route, as(stranger));
        expect([label(route), answer.status]).toEqual([label(route), own.status]);
      } else
        expect([label(route), answer.status, answer.code]).toEqual([
          label(route),
          404,
          'TEAM_ACCOUNT_CLOSED',
        ]);
    }
  }, 120_000);

  it('refuses an X-Account-Id that is not an id, changing nothing', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/client/user/profile',
      headers: { ...as(owner), 'x-account-id': '0x10' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
  });
});
