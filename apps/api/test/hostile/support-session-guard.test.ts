import { adminPath, adminPaths, apiPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, registerCustomer } from '../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../helpers/staff.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// What a support session may write is an allow-list set on the matched route, so no spelling of
// the URL (a percent-encoded letter, another case) walks past it, and every other customer write answers 403.

let testApp: TestApp;
const app = (): FastifyInstance => testApp.app;
let supportBearer = '';
let staffBearer = '';
let customerToken = '';
let customerId = 0;

/**
 * The writes a support session may make (resending the e-mail verification is a GET, a read); every other
 * customer write is refused. The logout ends the session, so it comes last.
 */
const ALLOWED = [
  // The personal info only (a body check once validated; below): never the login name or the e-mail.
  'PUT /api/client/user/profile',
  'PUT /api/client/user/profile-records/{id}',
  'POST /api/client/services/hosting/orders/preview/{id}',
  'POST /api/client/user/events/ticket',
  'POST /api/client/user/auth/logout',
];

beforeAll(async () => {
  testApp = await buildTestApp();
  const support = await addStaff(testApp, 'support');
  staffBearer = await staffToken(app(), support);
  const customer = await registerCustomer(app());
  customerToken = customer.token;
  const id = (await getProfile(app(), customer.token)).json().data.id as number;
  customerId = id;
  const opened = await app().inject({
    method: 'POST',
    url: adminPath(adminPaths.customerSupportSessions, id),
    headers: bearer(staffBearer),
    payload: { reason: 'Customer asked for help on the phone' },
  });
  supportBearer = opened.json().data.access_token;
});
afterAll(async () => {
  await testApp?.close();
});

/** Every customer write route of the OpenAPI document (the routes themselves), as "METHOD /path". */
function customerWrites(): string[] {
  const spec = app().swagger() as {
    paths: Record<string, Record<string, { security?: { bearerAuth?: unknown }[] }>>;
  };
  const writes: string[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get' || method === 'head') continue;
      if (!operation.security?.some((scheme) => 'bearerAuth' in scheme)) continue;
      writes.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return writes;
}

const withParams = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const encodeEveryLetter = (path: string) =>
  path.replace(/[a-z]/gi, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
/** One letter encoded, in upper-case hex, in each segment: `%73ecurity` once walked past the guard. */
const encodeFirstLetters = (path: string) =>
  path.replace(/\/([a-z])/gi, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
const otherCase = (path: string) =>
  path.replace(/[a-z]+/gi, (word) => word[0]?.toUpperCase() + word.slice(1));

async function send(route: string, url: string, token: string) {
  const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return app().inject({ method, url, headers: bearer(token), payload: {} });
}

describe('a support session', () => {
  it('is refused every customer write outside the allow-list, however the path is spelled', async () => {
    const writes = customerWrites();
    expect(writes.length).toBeGreaterThan(40);
    expect(writes).toEqual(expect.arrayContaining(ALLOWED));
    for (const route of writes.filter((write) => !ALLOWED.includes(write))) {
      const path = withParams(route.split(' ')[1] ?? '');
      for (const url of [path, encodeEveryLetter(path), encodeFirstLetters(path)]) {
        const answer = await send(route, url, supportBearer);
        expect({ route, url, status: answer.statusCode, code: answer.json().code }).toEqual({
          route,
          url,
          status: 403,
          code: 'SUPPORT_SESSION_FORBIDDEN',
        });
      }
      // The router is case-sensitive: another case is no route at all, never the handler.
      const recased = await send(route, otherCase(path), supportBearer);
      expect({ route, status: recased.statusCode }).toEqual({ route, status: 404 });
      expect(recased.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }
  });

  it('cannot set up a second factor through /%73ecurity/', async () => {
    // The spelling that once walked past the guard and answered 200 with a secret.
    const answer = await app().inject({
      method: 'POST',
      url: '/api/client/user/%73ecurity/2fa/totp/setup',
      headers: bearer(supportBearer),
      payload: {},
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('SUPPORT_SESSION_FORBIDDEN');
    // Audited as the path it reached, not as spelled.
    const audit = await app().inject({
      method: 'GET',
      url: `${adminPaths.auditLog}?customer_id=${customerId}&action=support.request`,
      headers: bearer(staffBearer),
    });
    expect(audit.json().data[0].after).toEqual({
      method: 'POST',
      path: '/api/client/user/security/2fa/totp/setup',
      status: 403,
    });
  });
  it('may make the writes of the allow-list', async () => {
    for (const route of ALLOWED) {
      const url = encodeFirstLetters(withParams(route.split(' ')[1] ?? ''));
      const answer = await send(route, url, supportBearer);
      expect({ route, code: answer.json().code }).not.toEqual({ route, code: 'SUPPORT_SESSION_FORBIDDEN' });
    }
  });
});

describe('a support session fixing a profile typo', () => {
  it('may change the personal info, never the login name or the e-mail, however the path is spelled', async () => {
    const staff = await addStaff(testApp, 'support');
    const customer = await registerCustomer(app());
    const profile = (await getProfile(app(), customer.token)).json().data;
    const opened = await app().inject({
      method: 'POST',
      url: adminPath(adminPaths.customerSupportSessions, profile.id),
      headers: bearer(await staffToken(app(), staff)),
      payload: { reason: 'Name misspelt at sign-up' },
    });
    const token = opened.json().data.access_token as string;
    const info = { firstname: 'Azizbek', lastname: 'Karimov', birthday: '1990-03-21', sex: 'male' };
    const put = (url: string, payload: object) =>
      app().inject({ method: 'PUT', url, headers: bearer(token), payload });
    for (const payload of [
      { username: 'taken.over' },
      { email: 'staff@example.uz', password: 'Secret#2024' },
      { ...info, email: 'staff@example.uz' },
    ]) {
      for (const url of [apiPaths.profile, encodeEveryLetter(apiPaths.profile)]) {
        const refused = await put(url, payload);
        expect({ payload, url, status: refused.statusCode, code: refused.json().code }).toEqual({
          payload,
          url,
          status: 403,
          code: 'SUPPORT_SESSION_FORBIDDEN',
        });
      }
    }
    const fixed = await put(encodeFirstLetters(apiPaths.profile), { ...info, email: profile.email });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ firstname: 'Azizbek', email: profile.email });
  });
});

describe('the other guards decide on the matched route', () => {
  it('the input guard refuses a NUL behind an encoded path', async () => {
    const profile = (await getProfile(app(), customerToken)).json().data;
    const answer = await app().inject({
      method: 'PUT',
      url: encodeFirstLetters(apiPaths.profile),
      headers: bearer(customerToken),
      payload: {
        firstname: 'Ali\u0000',
        lastname: 'Karimov',
        email: profile.email,
        birthday: '1990-03-21',
        sex: 'male',
      },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { firstname: [expect.any(String)] },
    });
  });

  it('answers of an encoded API path are not kept by browsers or proxies', async () => {
    for (const url of [encodeFirstLetters(apiPaths.profile), encodeEveryLetter(apiPaths.profile)]) {
      const answer = await app().inject({ method: 'GET', url, headers: bearer(customerToken) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const unknown = await app().inject({ method: 'GET', url: '/%61pi/client/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
