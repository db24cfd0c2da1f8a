import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { myDataPaths } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../src/lib/clock.js';
import { changeBalance } from '../../src/modules/balance/balance.service.js';
import { buildTestApp, type TestApp } from './test-app.js';

// "My data": the app with a test clock and its own uploads folder, and the calls of the screen.

export async function buildMyDataApp(start = new Date('2026-06-01T09:00:00Z')) {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'portal-my-data-'));
  const clock = createManualClock(start);
  const testApp: TestApp = await buildTestApp({ UPLOADS_DIR: uploadsDir }, { clock });
  return {
    ...testApp,
    clock,
    uploadsDir,
    close: async () => {
      await testApp.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const myDataCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

export const downloadUrl = (id: number | string) => myDataPaths.exportDownload.replace(':id', String(id));

/** Moves money as staff or a payment would: one ledger entry through changeBalance. */
export const moveMoney = (app: FastifyInstance, userId: number, som: number) =>
  app.db.transaction((tx) =>
    changeBalance(tx, {
      userId,
      amountTiyin: som * 100,
      reason: som > 0 ? 'top_up' : 'adjustment_refund',
      reference: null,
      at: app.clock.now(),
    }),
  );
