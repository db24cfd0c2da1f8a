import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHostingCli } from '../../../src/cli/hosting.js';
import { findServer, listAllTariffs } from '../../../src/modules/hosting/catalogue.repository.js';
import { PANEL_ADMIN, startPanel } from '../../helpers/hosting.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp();
let panel: IspmanagerSimulator;

beforeAll(async () => {
  panel = await startPanel();
});
afterAll(async () => {
  await panel.close();
});

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runHostingCli(argv, testApp.app.db, testApp.app.adapters.hosting, (line) =>
    lines.push(line),
  );
  return { code, out: lines.join('\n') };
}

describe('the hosting CLI', () => {
  it('adds, lists, edits and tests a server; the admin password is stored sealed', async () => {
    const added = await run(
      'server:add',
      '--name',
      'Cli-1',
      '--api-url',
      panel.apiUrl,
      '--admin-login',
      PANEL_ADMIN.login,
      '--admin-password',
      PANEL_ADMIN.password,
      '--ip',
      '10.1.1.1',
      '--port-ispmanager',
      '1500',
    );
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    const row = await findServer(testApp.app.db, id);
    expect(row?.adminPasswordSealed).not.toContain(PANEL_ADMIN.password);
    expect(testApp.app.adapters.hosting.box.open(row?.adminPasswordSealed ?? '')).toBe(PANEL_ADMIN.password);
    expect((await run('server:list')).out).toContain('Cli-1');
    expect(added.out).not.toContain(PANEL_ADMIN.password);

    expect(await run('server:test', '--id', String(id))).toEqual({
      code: 0,
      out: `server #${id} Cli-1: the panel answered as "root"`,
    });
    await run('server:edit', '--id', String(id), '--admin-password', 'wrong-one', '--location', 'Buxoro');
    const failed = await run('server:test', '--id', String(id));
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('FAILED');
    expect((await findServer(testApp.app.db, id))?.location).toBe('Buxoro');
  });

  it('adds and edits tariffs with prices in som and limits, refusing bad input', async () => {
    const server = await run(
      'server:add',
      '--name',
      'Cli-2',
      '--api-url',
      panel.apiUrl,
      '--admin-login',
      'root',
      '--admin-password',
      'x',
    );
    const serverId = /#(\d+)/.exec(server.out)?.[1] ?? '';
    const added = await run(
      'tariff:add',
      '--server-id',
      serverId,
      '--name',
      'Mini',
      '--preset',
      'small',
      '--price',
      '2592000=30000',
      '--price',
      '86400=1500.50',
      '--limit',
      'limit_quota=1024',
    );
    expect(added.code).toBe(0);
    const tariffId = /#(\d+)/.exec(added.out)?.[1] ?? '';
    const edited = await run('tariff:edit', '--id', tariffId, '--name', 'Mini+', '--disable');
    expect(edited.out).toContain('Mini+ (disabled)');
    const [tariff] = (await listAllTariffs(testApp.app.db)).filter((row) => String(row.id) === tariffId);
    expect(tariff).toMatchObject({
      prices: { '2592000': 3_000_000, '86400': 150_050 },
      limits: { limit_quota: 1024 },
      enabled: false,
    });

    expect(
      (await run('tariff:add', '--server-id', serverId, '--name', 'X', '--preset', 'p', '--price', '7=1'))
        .code,
    ).toBe(2);
    expect(
      (
        await run(
          'tariff:add',
          '--server-id',
          serverId,
          '--name',
          'X',
          '--preset',
          'p',
          '--price',
          '86400=1',
          '--limit',
          'limit_x=1',
        )
      ).code,
    ).toBe(2);
    expect((await run('server:add', '--name', 'No-url')).out).toBe('--api-url is required');
    expect((await run('nonsense')).code).toBe(2);
    expect((await run('server:list', '--bogus')).code).toBe(2);
  });
});
