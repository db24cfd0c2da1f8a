import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../../src/lib/clock.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Real, tiny files of each kind we keep, and things we must refuse.

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1×1 baseline JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
    '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows executable. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** Today for every test: dates of the record are relative to it. */
export const TODAY = new Date('2026-06-01T09:00:00Z');

export const validFields = {
  firstname: 'Oʻgʻiloy',
  lastname: 'Karimova',
  middlename: 'Rustamovna',
  birthday: '1990-03-21',
  passport: 'aa 1234567',
  passport_issued_by: 'Toshkent sh. Yunusobod IIB',
  passport_issued_at: '2015-05-10',
  country: 'UZ',
  region: 'tashkent_city',
  district: 'Yunusobod',
  address: 'Amir Temur ko‘chasi, 1-uy',
  phone_number: '+998901234567',
  email: 'Ogiloy@Example.uz',
};

export type UploadFile = { bytes: Buffer; name: string; type: string };

export function recordForm(
  fields: Record<string, string | undefined> = validFields,
  files: Record<string, UploadFile> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

export const threeFiles = (): Record<string, UploadFile> => ({
  passport_photo: { bytes: JPEG, name: 'me.jpg', type: 'image/jpeg' },
  passport_main_page: { bytes: PNG, name: 'main.png', type: 'image/png' },
  residence_page: { bytes: PDF, name: 'propiska.pdf', type: 'application/pdf' },
});

export const RECORDS = '/api/client/user/profile-records';

export function send(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: FormData,
) {
  return app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Every stored upload under the folder (the temporary folder of half-written files included). */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The app with its own uploads folder and a clock standing at TODAY; `env` adds settings. */
export async function buildRecordsApp(
  env: Record<string, string> = {},
): Promise<TestApp & { uploadsDir: string }> {
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'portal-uploads-'));
  const testApp = await buildTestApp(
    { ...env, UPLOADS_DIR: uploadsDir },
    { clock: createManualClock(TODAY) },
  );
  return {
    ...testApp,
    uploadsDir,
    close: async () => {
      await testApp.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
