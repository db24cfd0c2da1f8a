import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../../src/lib/clock.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
export const START = new Date('2026-11-28T06:00:00Z');
export const HOUR = 3_600_000;

export type SupportTestApp = TestApp & { clock: ReturnType<typeof createManualClock>; uploadsDir: string };

/** The app with a movable clock and its own uploads folder. */
export async function buildSupportApp(env: Record<string, string> = {}): Promise<SupportTestApp> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'support-uploads-'));
  const clock = createManualClock(START);
  const testApp = await buildTestApp(
    { UPLOADS_DIR: uploadsDir, SUPPORT_SMTP_ENABLED: 'false', ...env },
    { clock },
  );
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

export function ticketForm(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('attachments', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export const sendForm = (app: FastifyInstance, token: string, url: string, form: FormData) =>
  app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });

export const asCustomer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
