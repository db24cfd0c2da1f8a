import { PERIOD_SECONDS } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../src/db/schema.js';
import { changeBalance } from '../../src/modules/balance/balance.service.js';
import { insertServer, insertTariff } from '../../src/modules/hosting/catalogue.repository.js';
import { registerCustomer } from './customers.js';

export const PANEL_ADMIN = { login: 'root', password: 'Panel-Admin-1!' };
export const MONTH = String(PERIOD_SECONDS.month);
export const DAY = String(PERIOD_SECONDS.day);
export const YEAR = String(PERIOD_SECONDS.year);

export const LIMITS = {
  small: {
    limit_quota: 1024,
    limit_memory: 512,
    limit_domains: 1,
    limit_ftp_users: 1,
    limit_emails: 5,
    limit_db: 1,
    limit_scheduler: 2,
  },
  big: {
    limit_quota: 5120,
    limit_memory: 1024,
    limit_domains: 5,
    limit_ftp_users: 5,
    limit_emails: 25,
    limit_db: 5,
    limit_scheduler: 10,
  },
};

export const startPanel = () =>
  startIspmanagerSimulator({ admin: PANEL_ADMIN, presets: { small: LIMITS.small, big: LIMITS.big } });

/** A server on the fake panel with a small tariff (day and month: 1 000 / 30 000 som) and a big one (month). */
export async function seedCatalogue(app: FastifyInstance, panel: IspmanagerSimulator) {
  const server = await insertServer(app.db, {
    name: 'Test-1',
    ip: '10.0.0.1',
    location: 'Toshkent',
    cpu: '8 vCPU',
    ram: null,
    panelUrl: panel.url,
    portHttp: 80,
    portHttps: 443,
    portIspmanager: 1500,
    dnsPrimary: 'ns1.test.uz',
    dnsSecondary: null,
    apiUrl: panel.apiUrl,
    loginBaseUrl: panel.url,
    wapUrlTemplate: 'https://wap.test.uz/login?u={login}&k={key}',
    adminLogin: PANEL_ADMIN.login,
    adminPasswordSealed: app.adapters.hosting.box.seal(PANEL_ADMIN.password),
  });
  const small = await insertTariff(app.db, {
    serverId: server.id,
    name: 'Small',
    preset: 'small',
    limits: LIMITS.small,
    prices: { [DAY]: 100_000, [MONTH]: 3_000_000 },
  });
  const big = await insertTariff(app.db, {
    serverId: server.id,
    name: 'Big',
    preset: 'big',
    limits: LIMITS.big,
    prices: { [MONTH]: 5_000_000 },
  });
  return { server, small, big };
}

/** A registered customer with `som` on the balance. */
export async function customerWithBalance(app: FastifyInstance, som: number) {
  const { token } = await registerCustomer(app);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = profile.json().data.id as number;
  if (som > 0) {
    await app.db.transaction((tx) =>
      changeBalance(tx, {
        userId,
        amountTiyin: som * 100,
        reason: 'top_up',
        reference: null,
        at: app.clock.now(),
      }),
    );
  }
  return { token, userId };
}

export async function balanceSom(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.userId, userId));
  return (row?.balanceTiyin ?? 0) / 100;
}

export function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}
