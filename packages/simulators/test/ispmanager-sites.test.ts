import { describe, expect, it } from 'vitest';
import { useTwoUserSim } from './isp-helpers.js';

// Sites, certificates and DNS records as the panel keeps them per user (docs/hosting-control.md): the answers'
// shape, the checks, the limits on create, the background issuance.

const { env, as } = useTwoUserSim({ leDelayMs: 5000 });
const createSite = (user: string, name: string, extra: Record<string, string> = {}) =>
  as(user, {
    func: 'site.edit',
    sok: 'ok',
    site_name: name,
    site_php_mode: 'php_mode_cgi',
    site_php_cgi_version: 'isp-php74',
    ...extra,
  });

describe('ISPmanager sites and DNS', () => {
  it('keeps sites per user, in the panel’s JSON shape', async () => {
    expect((await createSite('alice', 'alice.uz')).json.doc).toMatchObject({ ok: {}, id: { $: 'alice.uz' } });
    const own = await as('alice', { func: 'webdomain' });
    expect(own.json.doc.elem).toEqual([
      expect.objectContaining({
        name: { $: 'alice.uz' },
        owner: { $: 'alice' },
        docroot: { $: '/var/www/alice/data/www/alice.uz' },
        php_version: { $: '7.4.33 (isp-php74)' },
        ssl_not_used: {},
      }),
    ]);
    // Another user sees nothing of it, and an empty list has no elem at all.
    expect((await as('bob', { func: 'webdomain' })).json.doc.elem).toBeUndefined();
    expect((await as('bob', { func: 'site.edit', elid: 'alice.uz' })).json.doc.error).toMatchObject({
      $type: 'missed',
    });
  });

  it('refuses in doc.error with HTTP 200: a taken name, a bad value, a limit reached', async () => {
    await createSite('alice', 'alice.uz');
    const taken = await createSite('bob', 'alice.uz');
    expect(taken.status).toBe(200);
    expect(taken.json.doc.error).toMatchObject({ $type: 'exists', $object: 'site_name' });
    expect((await createSite('bob', 'not a name')).json.doc.error).toMatchObject({
      $type: 'value',
      $object: 'site_name',
    });
    expect(
      (await createSite('bob', 'bob.uz', { site_php_cgi_version: 'isp-php99' })).json.doc.error,
    ).toMatchObject({ $type: 'value', $object: 'site_php_cgi_version' });
    // The basic preset allows one site.
    expect((await createSite('alice', 'second.uz')).json.doc.error).toMatchObject({
      $object: 'limit_webdomains',
    });
  });

  it('issues a Let’s Encrypt certificate in the background, or fails when the name does not point here', async () => {
    await createSite('alice', 'alice.uz');
    await createSite('bob', 'bob.uz');
    env.sim.state.notPointing.add('bob.uz');
    for (const [user, name] of [
      ['alice', 'alice.uz'],
      ['bob', 'bob.uz'],
    ] as const) {
      expect(
        (await as(user, { func: 'letsencrypt.generate', domain_name: name, sok: 'ok' })).json.doc.ok,
      ).toBeDefined();
    }
    expect((await as('alice', { func: 'webdomain' })).json.doc.elem).toEqual([
      expect.objectContaining({ ssl_le_processing: {} }),
    ]);
    env.clock.advance(5000);
    expect((await as('alice', { func: 'webdomain' })).json.doc.elem).toEqual([
      expect.objectContaining({ ssl_issued_success: {}, secure: { $: 'on' } }),
    ]);
    expect((await as('alice', { func: 'sslcert' })).json.doc.elem).toEqual([
      expect.objectContaining({ name: { $: 'alice.uz_le1' }, valid_after: { $: '2025-04-01' } }),
    ]);
    expect((await as('bob', { func: 'webdomain' })).json.doc.elem).toEqual([
      expect.objectContaining({ ssl_issued_error: {}, ssl_status: { $: 'le_issued_error' } }),
    ]);
  });

  it('makes the site’s zone with default records and checks records by type', async () => {
    await createSite('alice', 'alice.uz');
    const list = await as('alice', { func: 'domain.record', elid: 'alice.uz' });
    const keys = (list.json.doc.elem as { rkey: { $: string } }[]).map((row) => row.rkey.$);
    expect(keys).toContain('alice.uz. MX 10 mail.alice.uz.');
    expect(keys).toContain('www.alice.uz. A  203.0.113.10');
    const record = (params: Record<string, string>) =>
      as('alice', { func: 'domain.record.edit', plid: 'alice.uz', sok: 'ok', ttl: '3600', ...params });
    expect((await record({ name: 'x', rtype: 'a', ip: '1.2.3' })).json.doc.error).toMatchObject({
      $object: 'ip',
    });
    expect((await record({ name: 'www', rtype: 'cname', domain: 'a.uz.' })).json.doc.error).toMatchObject({
      $object: 'name',
    });
    expect((await record({ name: 'x', rtype: 'a', ip: '1.2.3.4' })).json.doc).toMatchObject({
      ok: {},
      id: { $: 'x.alice.uz. A  1.2.3.4' },
    });
    expect(
      (await as('alice', { func: 'domain.record.delete', plid: 'alice.uz', elid: 'x.alice.uz. A  1.2.3.4' }))
        .json.doc.ok,
    ).toBeDefined();
  });
});
