import { type AccountAccess, API_KEY_SCOPES, type ApiKeyScope, keyPermits } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../src/lib/clock.js';
import { keyOf, withKey } from '../../helpers/api-keys.js';
import { routeLabel as label, walkClientRoutes } from '../../helpers/client-routes.js';
import { type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Every client route that needs a session × every key scope, as the team's matrix does for roles: the expectation
// comes from the route's declared `accountPermission`, so a route added later is covered the day it declares one.
// The security routes ('owner', 'self') and the live stream's ticket (`sessionOnly`) refuse every key.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let owner: Person;
const keys = {} as Record<ApiKeyScope, string>;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  owner = await person(testApp.app);
  for (const scope of API_KEY_SCOPES) keys[scope] = await keyOf(testApp.app, owner, [scope], scope);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe('API key scopes × client routes', () => {
  it('no key reaches a security route: every owner and self route refuses every scope', () => {
    const security = testApp.app.customerRoutes.filter(
      (route) => route.access === 'owner' || route.access === 'self',
    );
    expect(security.length).toBeGreaterThan(20);
    for (const route of security) {
      for (const scope of API_KEY_SCOPES)
        expect(keyPermits([scope], route.access as AccountAccess)).toBe(false);
    }
  });

  for (const scope of API_KEY_SCOPES) {
    it(`a "${scope}" key gets past exactly the routes its scope covers`, async () => {
      let opened = 0;
      await walkClientRoutes(testApp.app, withKey(keys[scope]), (route, answer) => {
        if (!route.sessionOnly && keyPermits([scope], route.access as AccountAccess)) {
          opened += 1;
          expect([label(route), answer.code]).not.toEqual([label(route), 'API_KEY_FORBIDDEN']);
          expect(answer.status, label(route)).not.toBe(401);
        } else {
          expect([label(route), answer.status, answer.code]).toEqual([
            label(route),
            403,
            'API_KEY_FORBIDDEN',
          ]);
        }
      });
      expect(opened).toBeGreaterThan(0);
    }, 120_000);
  }
});
