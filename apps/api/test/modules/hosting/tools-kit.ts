import { Writable } from 'node:stream';
import { hostingPaths, sitePath } from '@portal/contracts';
import {
  type IspmanagerSimulator,
  type IspmanagerSimulatorOptions,
  startIspmanagerSimulator,
} from '@portal/simulators';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { changeBalance } from '../../../src/modules/balance/balance.service.js';
import { registerCustomer } from '../../helpers/customers.js';
import { MONTH, PANEL_ADMIN, seedCatalogue } from '../../helpers/hosting.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// What the site, mailbox, database, FTP, cron and usage tests share: the app against its own ISPmanager
// simulator, a customer with an active order, and requests with a fresh Idempotency-Key for every write.

export type ToolsKit = {
  panel: IspmanagerSimulator;
  testApp: TestApp;
  app: FastifyInstance;
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  send: ReturnType<typeof sender>;
  /** The app's log lines (debug and up), when the file asked for them with `captureLog`. */
  lines: string[];
};

type ToolsKitOptions = {
  /** The simulator's options besides its admin (the tariffs' presets, the certificate delay). */
  simulator: Omit<IspmanagerSimulatorOptions, 'admin'>;
  /** What the Idempotency-Keys of this file's writes start with. */
  sendPrefix?: string;
  /** Keeps the app's debug log in `lines`, for a file that checks a secret never reaches it. */
  captureLog?: boolean;
  /** Runs once the catalogue is seeded (a demo server, a webmail address). */
  prepare?: (kit: ToolsKit) => Promise<unknown>;
};

/**
 * One test file's app and simulator: both started before the file's tests and closed after them, the panel's
 * faults cleared before each test. The fields are filled in before the first test runs.
 */
export function useToolsKit(options: ToolsKitOptions): ToolsKit {
  const kit = { lines: [] as string[] } as ToolsKit;
  beforeAll(async () => {
    kit.panel = await startIspmanagerSimulator({ admin: PANEL_ADMIN, ...options.simulator });
    kit.testApp = options.captureLog
      ? await buildTestApp({ LOG_LEVEL: 'debug' }, { logStream: linesInto(kit.lines) })
      : await buildTestApp();
    kit.app = kit.testApp.app;
    kit.catalogue = await seedCatalogue(kit.app, kit.panel);
    kit.send = sender(kit.app, options.sendPrefix);
    await options.prepare?.(kit);
  });
  afterAll(async () => {
    await kit.testApp.close();
    await kit.panel.close();
  });
  beforeEach(() => kit.panel.faults.clear());
  return kit;
}

function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

export async function customerWithOrder(app: FastifyInstance, tariffId: number) {
  const { customer, token } = await registerCustomer(app);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/client/user/profile',
    headers: bearer(token),
  });
  const userId = profile.json().data.id as number;
  await app.db.transaction((tx) =>
    changeBalance(tx, {
      userId,
      amountTiyin: 100_000 * 100,
      reason: 'top_up',
      reference: null,
      at: app.clock.now(),
    }),
  );
  const created = await app.inject({
    method: 'POST',
    url: hostingPaths.createOrder,
    headers: bearer(token),
    payload: { tariff_id: tariffId, pay_type: MONTH },
  });
  expect(created.statusCode).toBe(200);
  await app.jobs.runDue();
  const orderId = created.json().data.id as number;
  const order = await app.inject({
    method: 'GET',
    url: sitePath(hostingPaths.order, orderId),
    headers: bearer(token),
  });
  const login = order.json().data.panel.account.login as string;
  return { token, userId, password: customer.password, orderId, login };
}

let keys = 0;
export function sender(app: FastifyInstance, prefix = 'tools-test') {
  return (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language?: string,
  ) => {
    keys += 1;
    return app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(method === 'GET' ? {} : { 'idempotency-key': `${prefix}-${keys}-${Date.now()}` }),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  };
}
