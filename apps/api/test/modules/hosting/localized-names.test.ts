import { adminPath, adminPaths, hostingPaths } from '@portal/contracts';
import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHostingCli } from '../../../src/cli/hosting.js';
import { findServer, findTariff } from '../../../src/modules/hosting/catalogue.repository.js';
import { customerWithBalance, MONTH, PANEL_ADMIN, startPanel } from '../../helpers/hosting.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Servers, locations and tariffs carry operator-set names per language; customers get the name in the
// request's language, and the uz one where the operator set none.

let testApp: TestApp;
let panel: IspmanagerSimulator;
let owner: string;
const app = () => testApp.app;

beforeAll(async () => {
  panel = await startPanel();
  testApp = await buildTestApp();
  owner = await staffToken(app(), await addStaff(testApp, 'owner'));
});
afterAll(async () => {
  await testApp?.close();
  await panel?.close();
});

const asOwner = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  app().inject({ method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });

const serverBody = (extra: object = {}) => ({
  name: 'Toshkent-3',
  location: 'Toshkent',
  api_url: panel.apiUrl,
  admin_login: PANEL_ADMIN.login,
  admin_password: PANEL_ADMIN.password,
  ...extra,
});

const tariffBody = (serverId: number, extra: object = {}) => ({
  server_id: serverId,
  name: 'Start',
  preset: 'small',
  prices: { month: 30_000 },
  ...extra,
});

const inLanguage = (url: string, language: string, token?: string) =>
  app().inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('names in the customer’s language', () => {
  it('the console saves the names; customers get theirs, falling back to uz where none is set', async () => {
    const added = await asOwner(
      'POST',
      adminPaths.servers,
      serverBody({
        name_i18n: { ru: 'Ташкент-3', tj: '' },
        location_i18n: { ru: 'Ташкент', uzc: 'Тошкент', tj: 'Тошканд' },
      }),
    );
    expect(added.statusCode).toBe(200);
    const serverId = added.json().data.id as number;
    const tariff = await asOwner(
      'POST',
      adminPaths.tariffs,
      tariffBody(serverId, { name_i18n: { ru: 'Старт' } }),
    );
    expect(tariff.statusCode).toBe(200);
    const tariffId = tariff.json().data.id as number;

    // The console reads back exactly what was set; an empty field is no translation at all.
    const catalogue = (await asOwner('GET', adminPaths.servers)).json().data as {
      id: number;
      name_i18n: object;
      location_i18n: object;
      tariffs: { name_i18n: object }[];
    }[];
    const mine = catalogue.find((server) => server.id === serverId);
    expect(mine).toMatchObject({
      name_i18n: { ru: 'Ташкент-3' },
      location_i18n: { ru: 'Ташкент', uzc: 'Тошкент', tj: 'Тошканд' },
      tariffs: [{ name_i18n: { ru: 'Старт' } }],
    });
    expect(mine?.name_i18n).not.toHaveProperty('tj');

    const serverIn = async (language: string) =>
      ((await inLanguage(hostingPaths.servers, language)).json().data as { id: number }[]).find(
        (server) => server.id === serverId,
      );
    expect(await serverIn('ru')).toMatchObject({ name: 'Ташкент-3', location: 'Ташкент' });
    expect(await serverIn('tg')).toMatchObject({ name: 'Toshkent-3', location: 'Тошканд' });
    expect(await serverIn('uz-Cyrl')).toMatchObject({ name: 'Toshkent-3', location: 'Тошкент' });
    expect(await serverIn('en')).toMatchObject({ name: 'Toshkent-3', location: 'Toshkent' });
    expect(await serverIn('uz-Latn')).toMatchObject({ name: 'Toshkent-3', location: 'Toshkent' });

    const tariffIn = async (language: string) =>
      (await inLanguage(`${hostingPaths.tariffs}?server_id=${serverId}`, language)).json().data[0].name;
    expect(await tariffIn('ru')).toBe('Старт');
    expect(await tariffIn('tg')).toBe('Start');

    // An order names its tariff in the request's language too.
    const { token } = await customerWithBalance(app(), 100_000);
    const ordered = await app().inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'ru',
        'idempotency-key': 'localized-names-0001',
      },
      payload: { tariff_id: tariffId, pay_type: MONTH },
    });
    expect(ordered.json().data.tariff).toEqual({ id: tariffId, name: 'Старт' });
    expect((await inLanguage(hostingPaths.orders, 'ru', token)).json().data[0].tariff.name).toBe('Старт');
    expect((await inLanguage(hostingPaths.orders, 'en', token)).json().data[0].tariff.name).toBe('Start');

    // Editing changes them, and the audit row keeps both sides.
    const edited = await asOwner(
      'PUT',
      adminPath(adminPaths.tariff, tariffId),
      tariffBody(serverId, { name_i18n: { ru: 'Старт+', en: 'Starter' } }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await findTariff(app().db, tariffId))?.nameI18n).toEqual({ ru: 'Старт+', en: 'Starter' });
    expect(await tariffIn('en')).toBe('Starter');
    const audit = (await asOwner('GET', `${adminPaths.auditLog}?action=tariff.update`)).json().data;
    expect(audit[0]).toMatchObject({
      before: { nameI18n: { ru: 'Старт' } },
      after: { nameI18n: { ru: 'Старт+', en: 'Starter' } },
    });
  });

  it('refuses bad names with a 422 naming the field', async () => {
    const added = await asOwner('POST', adminPaths.servers, serverBody());
    const serverId = added.json().data.id as number;
    for (const [body, field] of [
      [serverBody({ name_i18n: { ru: 'Ш'.repeat(101) } }), 'name_i18n.ru'],
      [serverBody({ location_i18n: { de: 'Taschkent' } }), 'location_i18n'],
      [serverBody({ name_i18n: 'Ташкент' }), 'name_i18n'],
      [serverBody({ location_i18n: { tj: 5 } }), 'location_i18n.tj'],
    ] as const) {
      const answer = await asOwner('POST', adminPaths.servers, body);
      expect({ status: answer.statusCode, fields: Object.keys(answer.json().errors ?? {}) }).toEqual({
        status: 422,
        fields: [field],
      });
    }
    const tariff = await asOwner(
      'POST',
      adminPaths.tariffs,
      tariffBody(serverId, { name_i18n: { ru: ''.padEnd(101, 'x') } }),
    );
    expect(tariff.statusCode).toBe(422);
    expect(tariff.json().errors).toHaveProperty(['name_i18n.ru']);
  });
});

describe('the hosting CLI', () => {
  it('takes --name-ru and the like, keeps the languages an edit does not name, and removes an emptied one', async () => {
    const lines: string[] = [];
    const run = (...argv: string[]) =>
      runHostingCli(argv, app().db, app().adapters.hosting, (line) => lines.push(line));
    expect(
      await run(
        'server:add',
        ...['--name', 'Cli-names', '--api-url', panel.apiUrl],
        ...['--admin-login', PANEL_ADMIN.login, '--admin-password', PANEL_ADMIN.password],
        ...['--location', 'Samarqand', '--location-ru', 'Самарканд', '--name-tj', 'Самарқанд-1'],
      ),
    ).toBe(0);
    const id = Number(/#(\d+)/.exec(lines.join('\n'))?.[1]);
    expect(await run('server:edit', '--id', String(id), '--location-en', 'Samarkand', '--name-tj', '')).toBe(
      0,
    );
    const row = await findServer(app().db, id);
    expect(row?.locationI18n).toEqual({ ru: 'Самарканд', en: 'Samarkand' });
    expect(row?.nameI18n).toEqual({});
    expect(await run('server:edit', '--id', String(id), '--name-ru', 'Ш'.repeat(101))).toBe(2);
  });
});
