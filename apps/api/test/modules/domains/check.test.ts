import { domainToASCII } from 'node:url';
import { domainPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDomainPrices } from '../../../src/modules/domains/demo-prices.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// GET /services/domains/check: availability from the registry (.uz) and the registrar (gTLDs), with prices.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ REGISTRAR_SIMULATOR: 'true' });
  await seedDemoDomainPrices(testApp.app.db, new Date());
});
afterAll(async () => {
  await testApp?.close();
});

const check = (name: string, ip = '127.0.0.1') =>
  testApp.app.inject({
    method: 'GET',
    url: `${domainPaths.check}?name=${encodeURIComponent(name)}`,
    remoteAddress: ip,
  });

describe('checking a domain name', () => {
  it('checks a bare name in the common zones with prices per term', async () => {
    const answer = await check('portal');
    expect(answer.statusCode).toBe(200);
    const byZone = Object.fromEntries(
      (answer.json().data as { zone: string }[]).map((row) => [row.zone, row]),
    );
    expect(Object.keys(byZone)).toEqual(['uz', 'com', 'net', 'org']);
    expect(byZone.uz).toMatchObject({ name: 'portal.uz', available: false, reason: 'taken' });
    expect(byZone.net).toMatchObject({ available: false, reason: 'taken' });
    expect(byZone.com).toMatchObject({
      available: true,
      prices: { register: { '1': 180_000, '2': 360_000 } },
    });
  });

  it('checks a name in its own zone, in Unicode too, and says why one cannot be bought', async () => {
    expect((await check('Yangi-Dokon.CO.UZ')).json().data).toEqual([
      expect.objectContaining({ name: 'yangi-dokon.co.uz', zone: 'co.uz', available: true }),
    ]);
    const idn = (await check('дўкон.com')).json().data[0];
    expect(idn).toMatchObject({
      name: domainToASCII('дўкон.com'),
      display_name: 'дўкон.com',
      available: true,
    });
    expect(idn.name).toMatch(/^xn--/);
    expect((await check('gov.uz')).json().data[0]).toMatchObject({ available: false, reason: 'reserved' });
  });

  it('refuses restricted zones, unsold zones and bad names with a translated field error', async () => {
    for (const [name, says] of [
      ['maktab.edu.uz', 'particular holders'],
      ['shop.example', 'do not sell'],
      ['-bad-.com', 'Invalid domain name'],
      ['дўкон.uz', 'Invalid domain name'],
    ] as const) {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `${domainPaths.check}?name=${encodeURIComponent(name)}`,
        headers: { 'accept-language': 'en' },
      });
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 422 });
      expect(answer.json().errors.name[0]).toContain(says);
    }
    expect((await check('')).statusCode).toBe(422);
  });

  it('is limited per address, since each check may cost a registry query', async () => {
    const ip = '10.9.8.7';
    let last = 200;
    for (let n = 0; n < 31; n++) last = (await check(`limit${n}.com`, ip)).statusCode;
    expect(last).toBe(429);
  });
});
