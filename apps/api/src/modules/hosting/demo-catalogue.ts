import { type NameTranslations, PERIOD_SECONDS } from '@portal/contracts';
import { type IspSeedUser, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { insertServer, insertTariff } from './catalogue.repository.js';
import { hostingOrders, hostingServers, hostingTariffs } from './hosting.schema.js';

// Demo mode: the fake ISPmanager runs inside the app and two servers with three tariffs each point at it.

const DEMO_ADMIN = { login: 'root', password: 'demo-panel-Admin1!' };
/** Any fixed number, taken while the demo servers are looked for and added. */
const DEMO_CATALOGUE_LOCK_KEY = 7_310_921_005;

const som = (value: number) => value * 100;
const prices = (perMonthSom: number) => ({
  [String(PERIOD_SECONDS.day)]: som(Math.ceil(perMonthSom / 25)),
  [String(PERIOD_SECONDS.month)]: som(perMonthSom),
  [String(PERIOD_SECONDS.year)]: som(perMonthSom * 10),
});

const DEMO_TARIFFS: {
  name: string;
  nameI18n: NameTranslations;
  preset: string;
  perMonth: number;
  limits: Record<string, number>;
}[] = [
  {
    name: 'Start',
    nameI18n: { uzc: 'Старт', ru: 'Старт', en: 'Start', tj: 'Оғоз' },
    preset: 'start',
    perMonth: 15_000,
    limits: {
      limit_quota: 1024,
      limit_memory: 512,
      limit_domains: 1,
      limit_ftp_users: 1,
      limit_emails: 5,
      limit_db: 1,
      limit_scheduler: 2,
    },
  },
  {
    name: 'Biznes',
    nameI18n: { uzc: 'Бизнес', ru: 'Бизнес', en: 'Business', tj: 'Тиҷорат' },
    preset: 'business',
    perMonth: 35_000,
    limits: {
      limit_quota: 5120,
      limit_memory: 1024,
      limit_domains: 5,
      limit_ftp_users: 5,
      limit_emails: 25,
      limit_db: 5,
      limit_scheduler: 10,
    },
  },
  {
    name: 'Pro',
    nameI18n: { uzc: 'Про', ru: 'Про', en: 'Pro', tj: 'Про' },
    preset: 'pro',
    perMonth: 70_000,
    limits: {
      limit_quota: 20_480,
      limit_memory: 2048,
      limit_domains: 20,
      limit_ftp_users: 20,
      limit_emails: 100,
      limit_db: 20,
      limit_scheduler: 50,
    },
  },
];

const DEMO_SERVERS = [
  {
    name: 'Tashkent-1',
    nameI18n: { uzc: 'Тошкент-1', ru: 'Ташкент-1', en: 'Tashkent-1', tj: 'Тошканд-1' },
    location: 'Toshkent',
    locationI18n: { uzc: 'Тошкент', ru: 'Ташкент', en: 'Tashkent', tj: 'Тошканд' },
    ip: '127.0.0.1',
    cpu: 'Intel Xeon E5-2680 v4, 8 vCPU',
    ram: '32 GB',
    dns: ['ns1.portal.uz', 'ns2.portal.uz'],
  },
  {
    name: 'Samarkand-1',
    nameI18n: { uzc: 'Самарқанд-1', ru: 'Самарканд-1', en: 'Samarkand-1', tj: 'Самарқанд-1' },
    location: 'Samarqand',
    locationI18n: { uzc: 'Самарқанд', ru: 'Самарканд', en: 'Samarkand', tj: 'Самарқанд' },
    ip: '127.0.0.1',
    cpu: 'AMD EPYC 7302, 16 vCPU',
    ram: '64 GB',
    dns: ['ns3.portal.uz', 'ns4.portal.uz'],
  },
];

export interface DemoPanel {
  url: string;
  close: () => Promise<void>;
}

/** The fake panel keeps its users in memory: give it back the accounts of the demo orders still alive. */
async function surviving(db: Database, box: SecretBox): Promise<IspSeedUser[]> {
  const rows = await db
    .select({ order: hostingOrders, preset: hostingTariffs.preset })
    .from(hostingOrders)
    .innerJoin(hostingServers, eq(hostingServers.id, hostingOrders.serverId))
    .innerJoin(hostingTariffs, eq(hostingTariffs.id, hostingOrders.tariffId))
    .where(
      and(eq(hostingServers.demo, true), inArray(hostingOrders.status, ['active', 'week', 'suspended'])),
    );
  return rows.map(({ order, preset }) => ({
    name: order.panelLogin,
    passwd: box.open(order.panelPasswordSealed),
    preset,
    active: order.status === 'active' ? 'on' : 'off',
  }));
}

export async function startDemoPanel(db: Database, box: SecretBox, port: number): Promise<DemoPanel> {
  const panel = await startIspmanagerSimulator({
    port,
    admin: DEMO_ADMIN,
    presets: Object.fromEntries(DEMO_TARIFFS.map((tariff) => [tariff.preset, tariff.limits])),
    users: await surviving(db, box),
  });
  const panelPort = Number(new URL(panel.url).port);
  // Two demo processes starting at once: the second waits for the first's servers instead of adding its own.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CATALOGUE_LOCK_KEY})`);
    await pointDemoServersAt(tx, box, panel, panelPort);
  });
  return { url: panel.url, close: () => panel.close() };
}

async function pointDemoServersAt(
  db: Database,
  box: SecretBox,
  panel: { url: string; apiUrl: string },
  panelPort: number,
): Promise<void> {
  const existing = await db.select().from(hostingServers).where(eq(hostingServers.demo, true));
  if (existing.length === 0) {
    for (const server of DEMO_SERVERS) {
      const row = await insertServer(db, {
        name: server.name,
        nameI18n: server.nameI18n,
        location: server.location,
        locationI18n: server.locationI18n,
        ip: server.ip,
        cpu: server.cpu,
        ram: server.ram,
        panelUrl: panel.url,
        portHttp: 80,
        portHttps: 443,
        portIspmanager: panelPort,
        dnsPrimary: server.dns[0],
        dnsSecondary: server.dns[1],
        apiUrl: panel.apiUrl,
        loginBaseUrl: panel.url,
        adminLogin: DEMO_ADMIN.login,
        adminPasswordSealed: box.seal(DEMO_ADMIN.password),
        demo: true,
        // The fake panel answers the one-time login that opens phpMyAdmin (with its own page).
        phpMyAdmin: true,
      });
      for (const tariff of DEMO_TARIFFS) {
        await insertTariff(db, {
          serverId: row.id,
          name: tariff.name,
          nameI18n: tariff.nameI18n,
          preset: tariff.preset,
          limits: tariff.limits,
          prices: prices(tariff.perMonth),
        });
      }
    }
  } else {
    // The fake panel listens on a new port after each start.
    await db
      .update(hostingServers)
      .set({ apiUrl: panel.apiUrl, loginBaseUrl: panel.url, panelUrl: panel.url, portIspmanager: panelPort })
      .where(eq(hostingServers.demo, true));
  }
}
