import { domainPaths, hostingPaths, hostingSitePaths, sitePath } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateServer } from '../../../src/modules/hosting/catalogue.repository.js';
import { customerWithBalance, LIMITS, MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';
import { type DomainEnv, startDomainEnv, uniqueLabel } from '../domains/orders-kit.js';

// A domain bought here to point at a hosting order becomes the order's site by itself (docs/hosting-control.md),
// even when it is registered before the order's panel user exists.

let env: DomainEnv;
let panel: IspmanagerSimulator;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  env = await startDomainEnv();
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    presets: { small: { ...LIMITS.small, limit_webdomains: 3 }, big: LIMITS.big },
  });
  catalogue = await seedCatalogue(env.app, panel);
  // A domain points at an order through its server's two name servers.
  await updateServer(env.app.db, catalogue.server.id, { dnsSecondary: 'ns2.test.uz' });
});
afterAll(async () => {
  await env?.close();
  await panel?.close();
});

describe('a domain bought for a hosting order', () => {
  it('becomes the order’s site with its www alias once the domain is registered', async () => {
    const { token } = await customerWithBalance(env.app, 1_000_000);
    const order = await env.app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: bearer(token),
      payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
    });
    const orderId = order.json().data.id as number;
    const name = `${uniqueLabel('sayt')}.com`;
    const registered = await env.app.inject({
      method: 'POST',
      url: domainPaths.register,
      headers: bearer(token),
      payload: { name, years: 1, hosting_order_id: orderId },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await env.app.jobs.runDue();
    // The site job may have met the order still being set up: its retry comes after the backoff.
    env.clock.advance(60_000);
    await env.app.jobs.runDue();

    const sites = await env.app.inject({
      method: 'GET',
      url: sitePath(hostingSitePaths.sites, orderId),
      headers: bearer(token),
    });
    expect(sites.statusCode).toBe(200);
    expect(sites.json().data.sites).toEqual([
      expect.objectContaining({ name, aliases: [`www.${name}`], php_version: '7.4' }),
    ]);
  });

  it('follows the order’s panel user at once when the domain is registered while the order is still set up', async () => {
    const { token } = await customerWithBalance(env.app, 1_000_000);
    // The panel refuses the new user twice: provisioning retries with backoff while the domain goes ahead.
    panel.faults.httpStatus(502, { func: 'user.add.finish', times: 2 });
    const order = await env.app.inject({
      method: 'POST',
      url: hostingPaths.createOrder,
      headers: bearer(token),
      payload: { tariff_id: catalogue.small.id, pay_type: MONTH },
    });
    const orderId = order.json().data.id as number;
    await env.app.jobs.runDue();
    env.clock.advance(1_000);
    const name = `${uniqueLabel('kech')}.com`;
    const registered = await env.app.inject({
      method: 'POST',
      url: domainPaths.register,
      headers: bearer(token),
      payload: { name, years: 1, hosting_order_id: orderId },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await env.app.jobs.runDue();
    env.clock.advance(1_000);
    await env.app.jobs.runDue();
    // The domain is registered and the order waits for its user; the site comes with the user, not a retry later.
    const listSites = () =>
      env.app.inject({
        method: 'GET',
        url: sitePath(hostingSitePaths.sites, orderId),
        headers: bearer(token),
      });
    env.clock.advance(4_000);
    await env.app.jobs.runDue();
    const sites = await listSites();
    expect(sites.statusCode, sites.body).toBe(200);
    expect(sites.json().data.sites).toEqual([expect.objectContaining({ name, aliases: [`www.${name}`] })]);

    // Queued twice (by the domain and by provisioning), the site is made once.
    env.clock.advance(3_600_000);
    await env.app.jobs.runDue();
    expect((await listSites()).json().data.sites).toHaveLength(1);
  });
});
