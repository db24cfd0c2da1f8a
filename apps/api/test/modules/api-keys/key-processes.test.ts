import { apiKeyPaths, paymentPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, keyOf, withKey } from '../../helpers/api-keys.js';
import { as, type Person, person } from '../../helpers/team.js';
import { buildTestApps, type TestApp } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

// Two app processes on one database, as behind the balancer: a key revoked through one is refused by the other on
// its next request, and a key's limit is counted across both. PostgreSQL only: a PGlite database belongs to the one
// process that opened it, so there is no second process to share it with (api-keys.test.ts covers
// revocation within one process).

const LIMIT = 4;
let apps: TestApp[];
let owner: Person;

beforeAll(async () => {
  if (!isPostgresRun) return;
  apps = await buildTestApps(2, { RATE_LIMIT_API_KEY_PER_MINUTE: String(LIMIT) });
  owner = await person(first());
}, 120_000);
afterAll(async () => {
  for (const testApp of apps ?? []) await testApp.close();
});

const first = () => (apps[0] as TestApp).app;
const second = () => (apps[1] as TestApp).app;
const history = (app: TestApp['app'], secret: string) =>
  app.inject({ method: 'GET', url: paymentPaths.history, headers: withKey(secret) });

describe.runIf(isPostgresRun)('API keys across processes', () => {
  it('a key revoked in one process is refused by the other at once', async () => {
    const created = await createKey(first(), owner, { name: 'ci', scopes: ['billing'] });
    const { id, secret } = created.json().data;
    expect((await history(second(), secret)).statusCode).toBe(200);
    const revoked = await first().inject({
      method: 'DELETE',
      url: apiKeyPaths.item.replace(':id', String(id)),
      headers: as(owner),
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await history(second(), secret);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('limits each key per minute across processes (429 with Retry-After), leaving other keys alone', async () => {
    const busy = await keyOf(first(), owner, ['billing'], 'busy');
    const calm = await keyOf(first(), owner, ['billing'], 'calm');
    for (let n = 0; n < LIMIT; n++) {
      const response = await history(n % 2 === 0 ? first() : second(), busy);
      expect(response.statusCode).toBe(200);
    }
    const over = await history(second(), busy);
    expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await history(first(), calm)).statusCode).toBe(200);
    // The owner's browser session is not the key: it is not held back.
    const bySession = await first().inject({ method: 'GET', url: paymentPaths.history, headers: as(owner) });
    expect(bySession.statusCode).toBe(200);
  });
});
