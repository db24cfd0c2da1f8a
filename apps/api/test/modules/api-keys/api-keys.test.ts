import { createHash } from 'node:crypto';
import { apiKeyPaths, apiPaths, isSecurityKind, paymentPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, notifications } from '../../../src/db/schema.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { createKey, keyOf, withKey } from '../../helpers/api-keys.js';
import { kindsOf } from '../../helpers/notifications.js';
import { as, join, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Personal API keys (docs/api-keys.md): made, listed and revoked by the owner; a key reaches its owner's account
// within its scopes; the secret is shown once and only its hash is kept.

const clock = createManualClock(new Date('2026-12-01T09:00:00Z'));
let testApp: TestApp;
let owner: Person;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
  owner = await person(testApp.app);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

const list = async (who: Person) =>
  (await app().inject({ method: 'GET', url: apiKeyPaths.list, headers: as(who) })).json().data as {
    id: number;
    name: string;
    last_used_at: string | null;
    last_used_ip: string | null;
  }[];
const profile = (headers: Record<string, string>) =>
  app().inject({ method: 'GET', url: paymentPaths.history, headers });

describe('API keys', () => {
  it('shows the secret once, keeps only its hash, and tells the owner on every channel', async () => {
    const created = await createKey(app(), owner, {
      name: '  Deploy bot ',
      scopes: ['billing', 'read'],
      expires_at: '2027-03-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({
      name: 'Deploy bot',
      scopes: ['read', 'billing'],
      expires_at: '2027-03-01T00:00:00.000Z',
      last_used_at: null,
    });
    expect(data.secret).toMatch(/^hp_[A-Za-z0-9_-]{43}$/);
    expect(data.hint).toBe(data.secret.slice(-4));

    const [row] = await app().db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(row?.secretHash).toBe(createHash('sha256').update(data.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.secret.slice(3));

    const listed = await app().inject({ method: 'GET', url: apiKeyPaths.list, headers: as(owner) });
    expect(listed.json().data.map((key: { id: number }) => key.id)).toContain(data.id);
    expect(listed.body).not.toContain(data.secret.slice(3, 20));

    // A security kind: delivered on every channel whatever the owner's choices (notifications tests).
    expect(isSecurityKind('api_key_created')).toBe(true);
    const [told] = await app()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'api_key_created')));
    expect(told?.params).toEqual({ api_key: 'Deploy bot', ip: '127.0.0.1' });
  });

  it('lets the key act in its owner’s account within its scopes, whatever X-Account-Id says', async () => {
    const secret = await keyOf(app(), owner, ['billing']);
    const other = await person(app());
    const own = await profile(as(owner));
    const byKey = await profile(withKey(secret, { 'x-account-id': String(other.id) }));
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json()).toEqual(own.json());
  });

  it('records when and from where a key was last used, at most once a minute', async () => {
    const secret = await keyOf(app(), owner, ['read'], 'usage');
    const usage = async () => (await list(owner)).find((key) => key.name === 'usage');
    await profile(withKey(secret));
    const first = await usage();
    expect(first?.last_used_at).toBe(clock.now().toISOString());
    expect(first?.last_used_ip).toBe('127.0.0.1');
    clock.advance(30_000);
    await profile(withKey(secret));
    expect((await usage())?.last_used_at).toBe(first?.last_used_at);
    clock.advance(30_000);
    await profile(withKey(secret));
    expect((await usage())?.last_used_at).toBe(clock.now().toISOString());
  });

  it('refuses an unknown, revoked or expired key (401), and a key on a route its scopes miss (403)', async () => {
    expect((await profile(withKey(`hp_${'x'.repeat(43)}`))).statusCode).toBe(401);

    const revoked = await createKey(app(), owner, { name: 'old', scopes: ['billing'] });
    const { id, secret } = revoked.json().data;
    expect((await profile(withKey(secret))).statusCode).toBe(200);
    const revoke = await app().inject({
      method: 'DELETE',
      url: apiKeyPaths.item.replace(':id', String(id)),
      headers: as(owner),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await profile(withKey(secret))).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await list(owner)).map((key) => key.id)).not.toContain(id);
    expect(await kindsOf(app(), owner.id)).toContain('api_key_revoked');

    const expiring = await keyOf(app(), owner, ['billing']);
    await app()
      .db.update(apiKeys)
      .set({ expiresAt: new Date(clock.now().getTime() + 60_000) })
      .where(eq(apiKeys.hint, expiring.slice(-4)));
    expect((await profile(withKey(expiring))).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await profile(withKey(expiring))).statusCode).toBe(401);

    const hostingOnly = await keyOf(app(), owner, ['hosting']);
    const refused = await profile(withKey(hostingOnly));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'API_KEY_FORBIDDEN']);
  });

  it('answers a translated error to a bad key request and creates nothing', async () => {
    const before = (await list(owner)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', scopes: ['read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name'],
      [{ name: 'a', scopes: [] }, 'scopes'],
      [{ name: 'a', scopes: ['admin'] }, 'scopes'],
      [{ name: 'a', scopes: ['read'], expires_at: '2026-11-30T00:00:00Z' }, 'expires_at'],
      [{ name: 'a', scopes: ['read'], expires_at: '2028-12-01T00:00:00Z' }, 'expires_at'],
      [{ name: 'a', scopes: ['read'], expires_at: 'tomorrow' }, 'expires_at'],
    ];
    for (const [body, field] of cases) {
      const response = await app().inject({
        method: 'POST',
        url: apiKeyPaths.list,
        headers: { ...as(owner), 'accept-language': 'en' },
        payload: body,
      });
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 422]);
      const fields = Object.keys(response.json().errors ?? {});
      expect(
        fields.some((name) => name.startsWith(field)),
        JSON.stringify(body),
      ).toBe(true);
    }
    const expiry = await app().inject({
      method: 'POST',
      url: apiKeyPaths.list,
      headers: { ...as(owner), 'accept-language': 'en' },
      payload: { name: 'a', scopes: ['read'], expires_at: '2026-11-30T00:00:00Z' },
    });
    expect(expiry.json().errors.expires_at).toEqual([
      'The expiry must be in the future and at most a year ahead.',
    ]);
    expect((await list(owner)).length).toBe(before);
  });

  it('caps the keys an account holds, with a translated error', async () => {
    const capped = await person(app());
    for (let n = 0; n < 20; n++) await keyOf(app(), capped, ['read'], `key ${n}`);
    const over = await app().inject({
      method: 'POST',
      url: apiKeyPaths.list,
      headers: { ...as(capped), 'accept-language': 'ru' },
      payload: { name: 'one more', scopes: ['read'] },
    });
    expect([over.statusCode, over.json().code]).toEqual([409, 'API_KEY_LIMIT_REACHED']);
    expect(over.json().message).toContain('20');
    expect((await list(capped)).length).toBe(20);
  }, 60_000);

  it('keeps keys to the owner: a member neither sees nor makes them in the account', async () => {
    const member = await person(app());
    await join(app(), owner, member, 'technical');
    const listed = await app().inject({
      method: 'GET',
      url: apiKeyPaths.list,
      headers: as(member, owner.id),
    });
    expect([listed.statusCode, listed.json().code]).toEqual([403, 'MEMBER_FORBIDDEN']);
    const other = await app().inject({
      method: 'DELETE',
      url: apiKeyPaths.item.replace(':id', String((await list(owner))[0]?.id)),
      headers: as(member),
    });
    expect(other.statusCode).toBe(404);
  });

  it('documents the key scheme and, per operation, the scopes that open it', async () => {
    const response = await app().inject({ method: 'GET', url: `${apiPaths.docs}/json` });
    const document = response.json();
    expect(Object.keys(document.components.securitySchemes)).toContain('apiKeyAuth');
    const history = document.paths[paymentPaths.history]?.get;
    expect(history.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(history['x-required-scopes']).toEqual(['read', 'billing']);
    const keys = document.paths[apiKeyPaths.list]?.get;
    expect(keys.security).toEqual([{ bearerAuth: [] }]);
    expect(keys['x-required-scopes']).toBeUndefined();
  });
});
