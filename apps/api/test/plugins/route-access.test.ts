import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { authenticateApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import { authenticateToken } from '../../src/modules/auth/session.service.js';
import { auditedChange } from '../../src/modules/staff/audit.service.js';
import { authenticateStaffToken } from '../../src/modules/staff/staff-auth.service.js';
import { isStaffActive } from '../../src/modules/staff/staff-directory.service.js';
import { openAccount, recordMemberActivity } from '../../src/modules/team/team.service.js';
import { authPlugin } from '../../src/plugins/auth.js';
import { languagePlugin } from '../../src/plugins/language.js';
import { staffAuthPlugin } from '../../src/plugins/staff-auth.js';
import { useTestApp } from '../helpers/test-app.js';

// Who may call a route is decided once per prefix, on the matched route: its declared security (and a staff
// route's config.permission). A route that forgets to say is refused at start, not left open.
const testApp = useTestApp();
const app = () => testApp.app;

/** The plugins alone, on a stand-in for the database they never reach: the start is what is tested. */
async function startWith(route: (scope: ReturnType<typeof Fastify>) => void): Promise<void> {
  const bare = Fastify();
  await bare.register(fp(async () => {}, { name: 'db' }));
  await bare.register(authPlugin, {
    authenticateToken,
    authenticateApiKey,
    limitApiKey: async () => {},
    isStaffActive,
    auditedChange,
    openAccount,
    recordMemberActivity,
  });
  await bare.register(staffAuthPlugin, { authenticateStaffToken });
  await bare.register(async (scope) => route(scope));
  try {
    await bare.ready();
  } finally {
    await bare.close();
  }
}

type Operation = { security?: Record<string, unknown>[] };

describe('authentication by prefix', () => {
  it('refuses to start a customer or staff route that declares no security', async () => {
    await expect(
      startWith((scope) => scope.get('/api/client/user/forgotten', async () => 'open')),
    ).rejects.toThrow('/api/client/user/forgotten declares no security');
    await expect(startWith((scope) => scope.get('/api/admin/forgotten', async () => 'open'))).rejects.toThrow(
      '/api/admin/forgotten declares no security',
    );
  });

  it('refuses to start a staff route that does not say which permission it needs', async () => {
    await expect(
      startWith((scope) =>
        scope.get(
          '/api/admin/x',
          { schema: { security: [{ staffBearerAuth: [] }] } as never },
          async () => 'x',
        ),
      ),
    ).rejects.toThrow('/api/admin/x needs staff');
    await expect(
      startWith((scope) =>
        scope.get(
          '/api/admin/x',
          { schema: { security: [{ staffBearerAuth: [] }] } as never, config: { permission: null } },
          async () => 'x',
        ),
      ),
    ).resolves.toBeUndefined();
  });

  it('answers 401 without a token on every operation that declares a bearer scheme, and not on public ones', async () => {
    const docs = await app().inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, Record<string, Operation>>;
    let guarded = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        const needsSession = schemes.includes('bearerAuth') || schemes.includes('staffBearerAuth');
        if (!needsSession) continue;
        guarded += 1;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await app().inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
        expect(response.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
      }
    }
    expect(guarded).toBeGreaterThan(100);
  });
});

describe('the request language', () => {
  it('is read once per request from Accept-Language (the default for none or an unknown one)', async () => {
    const bare = Fastify();
    await bare.register(languagePlugin);
    bare.get('/x', async (request) => ({ language: request.language }));
    const languageFor = async (header?: string) =>
      (await bare.inject({ url: '/x', headers: header ? { 'accept-language': header } : {} })).json()
        .language;
    expect(await languageFor('ru-RU,ru;q=0.9')).toBe('ru');
    expect(await languageFor('en')).toBe('en');
    expect(await languageFor('xx')).toBe(await languageFor());
    await bare.close();
  });
});
