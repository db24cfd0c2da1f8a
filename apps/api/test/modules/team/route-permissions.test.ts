import {
  type AccountAccess,
  permits,
  TEAM_ROLE_PERMISSIONS,
  TEAM_ROLES,
  type TeamRole,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { callRoute, routeLabel as label, walkClientRoutes } from '../../helpers/client-routes.js';
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
      await walkClientRoutes(
        testApp.app,
        headers,
        (route, answer) => {
          expect([label(route), answer.code], JSON.stringify(answer)).not.toEqual([
            label(route),
            'MEMBER_FORBIDDEN',
          ]);
          expect(answer.status, label(route)).not.toBe(401);
        },
        { signOut: false },
      );
    }
  }, 120_000);

  for (const role of TEAM_ROLES) {
    it(`a ${role} member gets past exactly the routes their permissions cover`, async () => {
      const held = TEAM_ROLE_PERMISSIONS[role];
      await walkClientRoutes(testApp.app, as(members[role], owner.id), (route, answer) => {
        const access = route.access as AccountAccess;
        if (access === 'self' || permits(held, access)) {
          expect([label(route), answer.code]).not.toEqual([label(route), 'MEMBER_FORBIDDEN']);
          expect(answer.status, label(route)).not.toBe(401);
        } else {
          expect([label(route), answer.status, answer.code]).toEqual([label(route), 403, 'MEMBER_FORBIDDEN']);
        }
      });
    }, 120_000);
  }

  it('someone outside the account finds it closed (404 TEAM_ACCOUNT_CLOSED), except their own things', async () => {
    await walkClientRoutes(testApp.app, as(stranger, owner.id), async (route, answer) => {
      // The person's own things ignore the header: the same answer as without it.
      if (route.url.endsWith('/auth/logout')) expect(answer.status).toBe(200);
      else if (route.access === 'self') {
        const own = await callRoute(testApp.app, route, as(stranger));
        expect([label(route), answer.status]).toEqual([label(route), own.status]);
      } else
        expect([label(route), answer.status, answer.code]).toEqual([
          label(route),
          404,
          'TEAM_ACCOUNT_CLOSED',
        ]);
    });
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
