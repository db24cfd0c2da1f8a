import { domainToASCII } from 'node:url';
import { splitDomainName } from '@portal/contracts';
import {
  type RegistrarSimulator,
  startRegistrarSimulator,
  startWhoisSimulator,
  type WhoisSimulator,
} from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualUzRegistrar } from '../../src/integrations/registrar/manual-uz.js';
import { RegistrarError } from '../../src/integrations/registrar/registrar.js';
import { resellerClubRegistrar } from '../../src/integrations/registrar/resellerclub.js';
import { availabilityOf, whoisChecker } from '../../src/integrations/registrar/whois-uz.js';
import { buildTestApp, useTestApp } from '../helpers/test-app.js';

// The Registrar port's adapters against the project's simulators, speaking the real shapes.

const testApp = useTestApp();
let registrar: RegistrarSimulator;
let whois: WhoisSimulator;

beforeAll(async () => {
  registrar = await startRegistrarSimulator({
    userId: '4711',
    apiKey: 'sim-key',
    balance: 100,
    pricePerYear: 10,
  });
  whois = await startWhoisSimulator();
});
afterAll(async () => {
  await registrar?.close();
  await whois?.close();
});

const reseller = (timeoutMs = 2000) =>
  resellerClubRegistrar({
    baseUrl: registrar.url,
    userId: '4711',
    apiKey: 'sim-key',
    customerId: '900',
    contactId: '901',
    timeoutMs,
  });

describe('domain names', () => {
  it('split into a label and a zone we sell, longest zone first; restricted and unknown zones are named', () => {
    expect(splitDomainName('Choyxona.COM.uz')).toEqual({ label: 'choyxona', zone: 'com.uz' });
    expect(splitDomainName('choyxona.uz')).toEqual({ label: 'choyxona', zone: 'uz' });
    expect(splitDomainName('ali.pp.uz')).toEqual({ problem: 'zone_restricted' });
    expect(splitDomainName('maktab.edu.uz')).toEqual({ problem: 'zone_restricted' });
    expect(splitDomainName('shop.example')).toEqual({ problem: 'zone_unsupported' });
    expect(splitDomainName('-bad.com')).toEqual({ problem: 'name_invalid' });
    expect(splitDomainName('a.b.com')).toEqual({ problem: 'name_invalid' });
    expect(splitDomainName(`${'x'.repeat(64)}.com`)).toEqual({ problem: 'name_invalid' });
    // IDN is converted by Node, then sold as punycode in gTLDs only: the .uz registry has no IDN.
    expect(domainToASCII('тест.com')).toBe('xn--e1aybc.com');
    expect(splitDomainName(domainToASCII('тест.com'))).toEqual({ label: 'xn--e1aybc', zone: 'com' });
    expect(splitDomainName(domainToASCII('тест.uz'))).toEqual({ problem: 'name_invalid' });
  });
});

describe('the reseller API adapter', () => {
  it('checks, registers with its expiry, renews against it, changes NS and the lock, and reads details', async () => {
    const api = reseller();
    const check = await api.check('bozor', ['com', 'net']);
    expect([...check]).toEqual([
      ['bozor.com', 'available'],
      ['bozor.net', 'available'],
    ]);
    const registered = await api.register({
      name: 'bozor.com',
      years: 2,
      nameservers: ['ns1.portal.uz', 'ns2.portal.uz'],
    });
    expect(registered.registrarId).toMatch(/^\d+$/);
    expect(registered.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 700 * 86_400_000);
    expect((await api.check('bozor', ['com'])).get('bozor.com')).toBe('taken');

    const renewed = await api.renew({
      registrarId: registered.registrarId ?? '',
      years: 1,
      expiresAt: registered.expiresAt ?? new Date(),
    });
    const info = await api.info('bozor.com');
    expect(info?.expiresAt.getTime()).toBe(renewed.expiresAt?.getTime());
    await expect(
      api.renew({ registrarId: registered.registrarId ?? '', years: 1, expiresAt: new Date(0) }),
    ).rejects.toMatchObject({ kind: 'rejected' });

    expect(
      await api.setNameservers({
        registrarId: registered.registrarId,
        nameservers: ['a.dns.uz', 'b.dns.uz'],
      }),
    ).toBe(true);
    expect(await api.setLock({ registrarId: registered.registrarId, locked: false })).toBe(true);
    expect(await api.info('bozor.com')).toMatchObject({
      nameservers: ['a.dns.uz', 'b.dns.uz'],
      locked: false,
      status: 'active',
    });
    expect(await api.info('nowhere.com')).toBeNull();
  });

  it('names each fault so the money is handled right: taken, no funds, wrong code, time-out, refused', async () => {
    const api = reseller(300);
    registrar.takeElsewhere('kabob.com');
    await expect(
      api.register({ name: 'kabob.com', years: 1, nameservers: ['a.x.uz', 'b.x.uz'] }),
    ).rejects.toMatchObject({ kind: 'taken' });
    registrar.setBalance(5);
    await expect(
      api.register({ name: 'somsa.com', years: 1, nameservers: ['a.x.uz', 'b.x.uz'] }),
    ).rejects.toMatchObject({ kind: 'insufficient_funds' });
    registrar.setBalance(100);
    await expect(
      api.transfer({ name: 'kabob.com', authCode: 'guess', nameservers: ['a.x.uz', 'b.x.uz'] }),
    ).rejects.toMatchObject({ kind: 'auth_code_invalid' });
    registrar.delayNext('register', 1000);
    const timedOut = await api
      .register({ name: 'norin.com', years: 1, nameservers: ['a.x.uz', 'b.x.uz'] })
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(RegistrarError);
    expect((timedOut as RegistrarError).kind).toBe('timeout');
    const wrongKey = resellerClubRegistrar({
      baseUrl: registrar.url,
      userId: '4711',
      apiKey: 'wrong',
      customerId: '1',
      contactId: '1',
      timeoutMs: 1000,
    });
    await expect(wrongKey.check('x', ['com'])).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('restores an expired name and answers its new expiry; before expiry the registrar refuses', async () => {
    const api = reseller();
    registrar.setBalance(100);
    const { registrarId } = await api.register({
      name: 'qaytar.org',
      years: 1,
      nameservers: ['a.x.uz', 'b.x.uz'],
    });
    await expect(api.restore({ name: 'qaytar.org', registrarId })).rejects.toMatchObject({
      kind: 'rejected',
    });
    const held = registrar.domains.get('qaytar.org');
    if (!held) throw new Error('the simulator lost the name');
    held.expiresAt = Math.floor(Date.now() / 1000) - 20 * 86_400;
    const { expiresAt } = await api.restore({ name: 'qaytar.org', registrarId });
    expect(expiresAt?.getTime()).toBe(held.expiresAt * 1000);
    expect(held.expiresAt).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
    await expect(api.restore({ name: 'qaytar.org', registrarId: null })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('the .uz WHOIS check and the manual adapter', () => {
  it("reads the registry's answers", () => {
    expect(availabilityOf('Sorry, but domain: "a.uz", not found in database')).toBe('available');
    expect(availabilityOf('Domain Name: gov.uz\r\nStatus: RESERVED\r\n')).toBe('reserved');
    expect(availabilityOf('Domain Name: band.uz\r\nStatus: ACTIVE\r\n')).toBe('taken');
    expect(availabilityOf('')).toBe('unknown');
  });

  it('caches answers, stops at the shared limit and says "unknown" when the registry is silent', async () => {
    const limiter = testApp.app.adapters.limits.limiter({ name: 'whois-test', points: 3, windowSeconds: 60 });
    const checker = whoisChecker(
      { host: whois.host, port: whois.port, timeoutMs: 300, cacheMs: 60_000 },
      limiter,
    );
    const manual = manualUzRegistrar(checker, testApp.app.clock);
    whois.records.set('band.uz', { status: 'ACTIVE' });
    expect([...(await manual.check('band', ['uz', 'com.uz']))]).toEqual([
      ['band.uz', 'taken'],
      ['band.com.uz', 'available'],
    ]);
    // Asked again: from the cache, without a query.
    await manual.check('band', ['uz']);
    expect(whois.queries.filter((name) => name === 'band.uz')).toHaveLength(1);
    whois.delayNext(1000);
    expect((await manual.check('slow', ['uz'])).get('slow.uz')).toBe('unknown');
    // The limit of 3 queries a minute is used up: the next new name is not asked.
    const before = whois.queries.length;
    expect((await manual.check('more', ['uz'])).get('more.uz')).toBe('unknown');
    expect(whois.queries.length).toBe(before);
    expect(await manual.register({ name: 'band2.uz', years: 1, nameservers: [] })).toEqual({
      registrarId: null,
      expiresAt: null,
    });
    expect(await manual.setNameservers({ registrarId: null, nameservers: ['a', 'b'] })).toBe(false);
  });
});

describe('the composition root', () => {
  it('with REGISTRAR_SIMULATOR on, starts the registrar and the .uz WHOIS and points both adapters at them', async () => {
    const demo = await buildTestApp({ REGISTRAR_SIMULATOR: 'true' });
    try {
      const { api, manual } = demo.app.adapters.registrars;
      expect([...((await api?.check('example', ['com', 'org'])) ?? [])]).toEqual([
        ['example.com', 'taken'],
        ['example.org', 'available'],
      ]);
      expect([...(await manual.check('portal', ['uz', 'co.uz']))]).toEqual([
        ['portal.uz', 'taken'],
        ['portal.co.uz', 'available'],
      ]);
      expect((await manual.check('gov', ['uz'])).get('gov.uz')).toBe('reserved');
    } finally {
      await demo.close();
    }
  });

  it('without a reseller account sells no gTLD', () => {
    expect(testApp.app.adapters.registrars.api).toBeNull();
  });
});
