import { hostingUsagePaths, usagePath } from '@portal/contracts';
import { type IspmanagerSimulator, startIspmanagerSimulator } from '@portal/simulators';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema.js';
import { LIMITS, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { buildTestApps } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';
import { customerWithOrder, sender } from './tools-kit.js';

// Two processes on one PostgreSQL read an order's usage at the same moment (docs/hosting-control.md): the row
// lock lets one ask the panel and tell the customer, the other waits and uses that reading. PGlite is one
// process's database, so this runs on PostgreSQL only.

let panel: IspmanagerSimulator;
beforeAll(async () => {
  panel = await startIspmanagerSimulator({
    admin: PANEL_ADMIN,
    presets: { small: LIMITS.small, big: LIMITS.big },
  });
});
afterAll(async () => {
  await panel.close();
});

const usageUrl = (orderId: number) => usagePath(hostingUsagePaths.usage, orderId);
const userstatCalls = (login: string) =>
  panel.calls().filter((call) => call.func === 'userstat' && call.params.su === login).length;

describe('two processes', () => {
  it.runIf(isPostgresRun)(
    'read the panel once and tell the customer once when they ask at the same moment',
    async () => {
      const apps = await buildTestApps(2);
      try {
        const [one, two] = apps.map((entry) => entry.app) as [FastifyInstance, FastifyInstance];
        const shared = await seedCatalogue(one, panel);
        const me = await customerWithOrder(one, shared.small.id);
        panel.state.diskUsed.set(me.login, 1000);
        panel.clearCalls();
        const [a, b] = await Promise.all([
          sender(one)(me.token, 'GET', usageUrl(me.orderId)),
          sender(two)(me.token, 'GET', usageUrl(me.orderId)),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        expect(a.json().data).toEqual(b.json().data);
        expect(userstatCalls(me.login)).toBe(1);
        const told = await one.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, me.userId), eq(notifications.kind, 'disk_nearly_full')));
        expect(told).toHaveLength(1);
      } finally {
        for (const entry of apps) await entry.close();
      }
    },
  );
});
