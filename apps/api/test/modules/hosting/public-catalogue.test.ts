import { hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateTariff } from '../../../src/modules/hosting/catalogue.repository.js';
import { MONTH, seedCatalogue, startPanel } from '../../helpers/hosting.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// /order shows every server's tariffs and prices to visitors, read without a token.

let testApp: TestApp;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp();
  catalogue = await seedCatalogue(testApp.app, panel);
});
afterAll(async () => {
  await testApp.close();
  await panel.close();
});

const allTariffs = `${hostingPaths.tariffs}?per_page=100&page=1`;

describe('the public catalogue', () => {
  it('lets a visitor without a token read the servers and every tariff with its prices in one request', async () => {
    const servers = await testApp.app.inject({ method: 'GET', url: hostingPaths.servers });
    expect(servers.statusCode).toBe(200);
    expect(servers.json().data.map((server: { id: number }) => server.id)).toEqual([catalogue.server.id]);

    const tariffs = await testApp.app.inject({ method: 'GET', url: allTariffs });
    expect(tariffs.statusCode).toBe(200);
    expect(tariffs.json().total).toBe(2);
    expect(tariffs.json().data).toEqual([
      expect.objectContaining({
        id: catalogue.small.id,
        server_id: catalogue.server.id,
        price: expect.any(Object),
      }),
      expect.objectContaining({
        id: catalogue.big.id,
        server_id: catalogue.server.id,
        price: { [MONTH]: 50_000 },
      }),
    ]);
  });

  it('may be kept by browsers and proxies, per language, but is revalidated every time', async () => {
    for (const url of [hostingPaths.servers, allTariffs]) {
      const first = await testApp.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toMatch(/accept-language/i);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const unchanged = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
    }
  });

  it('answers a changed price in full to a client holding the old copy', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: allTariffs });
    await updateTariff(testApp.app.db, catalogue.big.id, { prices: { [MONTH]: 6_000_000 } });
    const after = await testApp.app.inject({
      method: 'GET',
      url: allTariffs,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data[1].price).toEqual({ [MONTH]: 60_000 });
  });
});
