import { hostingPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { startDemoPanel } from '../../../src/modules/hosting/demo-catalogue.js';
import { call, customerWithBalance, MONTH } from '../../helpers/hosting.js';
import { useTestApp } from '../../helpers/test-app.js';

const testApp = useTestApp({ HOSTING_PANEL_SIMULATOR: 'true' });

describe('demo catalogue on the fake panel', () => {
  it('seeds two servers with three tariffs each, and an order on them reaches the panel', async () => {
    const servers = (await testApp.app.inject({ method: 'GET', url: hostingPaths.servers })).json().data;
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      const tariffs = await testApp.app.inject({
        method: 'GET',
        url: `${hostingPaths.tariffs}?server_id=${server.id}`,
      });
      expect(tariffs.json().total).toBe(3);
    }
    const tariffs = (await testApp.app.inject({ method: 'GET', url: hostingPaths.tariffs })).json().data;
    const { token } = await customerWithBalance(testApp.app, 100_000);
    const created = await call(testApp.app, token, 'POST', hostingPaths.createOrder, {
      tariff_id: tariffs[0].id,
      pay_type: MONTH,
    });
    await testApp.app.jobs.runDue();
    const id = created.json().data.id as number;
    const order = (
      await call(testApp.app, token, 'GET', hostingPaths.order.replace(':id', String(id)))
    ).json().data;
    expect(order.status).toBe('active');
    const link = await call(testApp.app, token, 'GET', hostingPaths.panelLink.replace(':id', String(id)));
    const page = await fetch(link.json().data.url);
    expect(await page.text()).toContain(order.panel.account.login);

    // A restart brings a new, empty fake panel on a new port: the live demo accounts are given back to it.
    const restarted = await startDemoPanel(testApp.app.db, testApp.app.adapters.hosting.box, 0);
    try {
      const again = await call(testApp.app, token, 'GET', hostingPaths.panelLink.replace(':id', String(id)));
      expect(again.json().data.url.startsWith(restarted.url)).toBe(true);
      expect(await (await fetch(again.json().data.url)).text()).toContain(order.panel.account.login);
      expect(
        (await testApp.app.inject({ method: 'GET', url: hostingPaths.servers })).json().data,
      ).toHaveLength(2);
    } finally {
      await restarted.close();
    }
  });
});
