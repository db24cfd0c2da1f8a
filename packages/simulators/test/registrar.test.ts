import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegistrarSimulator, startRegistrarSimulator } from '../src/registrar/server.js';
import { startWhoisSimulator, type WhoisSimulator } from '../src/registrar/whois.js';

let registrar: RegistrarSimulator;
const auth = { 'auth-userid': '4711', 'api-key': 'sim-key' };

beforeAll(async () => {
  registrar = await startRegistrarSimulator({
    userId: '4711',
    apiKey: 'sim-key',
    balance: 25,
    pricePerYear: 10,
  });
});
afterAll(async () => {
  await registrar?.close();
});

const get = async (path: string, params: [string, string][]) => {
  const query = new URLSearchParams([...Object.entries(auth), ...params]);
  const response = await fetch(`${registrar.url}/api/${path}.json?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = async (path: string, params: [string, string][]) => {
  const response = await fetch(`${registrar.url}/api/${path}.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams([...Object.entries(auth), ...params]).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const ns = [
  ['ns', 'ns1.portal.uz'],
  ['ns', 'ns2.portal.uz'],
] as [string, string][];

describe('the registrar simulator (ResellerClub shape)', () => {
  it('checks names across TLDs, registers, renews with the current exp-date, changes NS and locks', async () => {
    const check = await get('domains/available', [
      ['domain-name', 'choyxona'],
      ['tlds', 'com'],
      ['tlds', 'net'],
    ]);
    expect(check.body).toEqual({
      'choyxona.com': { classkey: 'dotcom', status: 'available' },
      'choyxona.net': { classkey: 'dotnet', status: 'available' },
    });
    const registered = await post('domains/register', [
      ['domain-name', 'choyxona.com'],
      ['years', '1'],
      ...ns,
    ]);
    expect(registered.body).toMatchObject({ actionstatus: 'Success' });
    const orderId = String(registered.body.entityid);
    const details = await get('domains/details-by-name', [['domain-name', 'choyxona.com']]);
    expect(details.body).toMatchObject({
      orderid: orderId,
      ns1: 'ns1.portal.uz',
      orderstatus: ['transferlock'],
    });

    const stale = await post('domains/renew', [
      ['order-id', orderId],
      ['years', '1'],
      ['exp-date', '1'],
    ]);
    expect(stale.body).toEqual({ status: 'ERROR', message: 'Required parameter missing: exp-date' });
    const renewed = await post('domains/renew', [
      ['order-id', orderId],
      ['years', '1'],
      ['exp-date', String(details.body.endtime)],
    ]);
    expect(renewed.body).toMatchObject({ actionstatus: 'Success' });
    expect(registrar.balance()).toBe(5);

    await post('domains/modify-ns', [
      ['order-id', orderId],
      ['ns', 'a.dns.uz'],
      ['ns', 'b.dns.uz'],
    ]);
    await post('domains/disable-theft-protection', [['order-id', orderId]]);
    expect(registrar.domains.get('choyxona.com')).toMatchObject({
      nameservers: ['a.dns.uz', 'b.dns.uz'],
      locked: false,
    });
  });

  it('has the faults a reseller meets: a name taken since the check, no funds, a wrong key, a slow answer', async () => {
    registrar.takeElsewhere('lagmon.com');
    const taken = await post('domains/register', [['domain-name', 'lagmon.com'], ['years', '1'], ...ns]);
    expect(taken).toEqual({
      status: 500,
      body: { status: 'ERROR', message: 'Domain already registered: lagmon.com' },
    });
    const poor = await post('domains/register', [['domain-name', 'somsa.com'], ['years', '2'], ...ns]);
    expect(poor.body).toEqual({ status: 'ERROR', message: 'Insufficient funds in the reseller account' });
    const denied = await fetch(
      `${registrar.url}/api/domains/available.json?auth-userid=4711&api-key=wrong&domain-name=x&tlds=com`,
    );
    expect(denied.status).toBe(403);
    registrar.delayNext('available', 300);
    const started = Date.now();
    await get('domains/available', [
      ['domain-name', 'x'],
      ['tlds', 'com'],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(registrar.calls.at(-1)?.params['api-key']).toEqual(['***']);
  });

  it('transfers a name registered elsewhere with its auth code only', async () => {
    registrar.setBalance(100);
    registrar.takeElsewhere('plov.net');
    const wrong = await post('domains/transfer', [
      ['domain-name', 'plov.net'],
      ['auth-code', 'guess'],
      ...ns,
    ]);
    expect(wrong.body).toEqual({ status: 'ERROR', message: 'Invalid auth code' });
    const moved = await post('domains/transfer', [
      ['domain-name', 'plov.net'],
      ['auth-code', 'their-plov.net'],
      ...ns,
    ]);
    expect(moved.body).toMatchObject({ actionstatus: 'Success' });
    expect(registrar.domains.get('plov.net')).toMatchObject({ foreign: false, status: 'PendingTransfer' });
  });

  it('restores only an expired name, for a year from now at five years’ fee', async () => {
    registrar.setBalance(100);
    const registered = await post('domains/register', [['domain-name', 'somsa.org'], ['years', '1'], ...ns]);
    const orderId = String(registered.body.entityid);
    const early = await post('domains/restore', [['order-id', orderId]]);
    expect(early.body).toMatchObject({
      status: 'ERROR',
      message: expect.stringMatching(/not in redemption/),
    });
    const domain = registrar.domains.get('somsa.org');
    if (!domain) throw new Error('the simulator lost the name');
    const nowSeconds = Math.floor(Date.now() / 1000);
    domain.expiresAt = nowSeconds - 20 * 86_400;
    const balance = registrar.balance();
    const restored = await post('domains/restore', [['order-id', orderId]]);
    expect(restored.body).toMatchObject({ actionstatus: 'Success' });
    expect(registrar.balance()).toBe(balance - 50);
    expect(domain.expiresAt).toBeGreaterThanOrEqual(nowSeconds + 364 * 86_400);
  });
});

describe('the .uz WHOIS simulator', () => {
  let whois: WhoisSimulator;
  beforeAll(async () => {
    whois = await startWhoisSimulator();
  });
  afterAll(async () => {
    await whois?.close();
  });

  const ask = (name: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(whois.port, whois.host, () => socket.write(`${name}\r\n`));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it("answers the registry's not-found sentence, a registered summary and a reserved name", async () => {
    expect(await ask('bosh.uz')).toBe('Sorry, but domain: "bosh.uz", not found in database\r\n');
    whois.records.set('band.uz', {
      status: 'ACTIVE',
      registrar: 'Tomas',
      nameservers: ['ns1.band.uz'],
      created: '2024-01-10',
      expires: '2025-12-27',
    });
    const registered = await ask('band.uz');
    expect(registered).toContain('Domain Name: band.uz');
    expect(registered).toContain('Status: ACTIVE');
    expect(registered).toContain('Expiration Date: 27-Dec-2025');
    whois.records.set('gov.uz', { status: 'RESERVED' });
    expect(await ask('gov.uz')).toContain('Status: RESERVED');
    whois.dropNext();
    expect(await ask('drop.uz')).toBe('');
    expect(whois.queries).toEqual(['bosh.uz', 'band.uz', 'gov.uz', 'drop.uz']);
  });
});
