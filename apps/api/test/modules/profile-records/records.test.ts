import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import {
  buildRecordsApp,
  JPEG,
  PDF,
  PNG,
  RECORDS,
  recordForm,
  send,
  storedFiles,
  threeFiles,
  validFields,
} from './record-fixtures.js';

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
beforeAll(async () => {
  testApp = await buildRecordsApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('profile records: create, read, edit, delete', () => {
  it('stores a record with three uploads and serves each file to its owner', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const created = await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()));
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({
      firstname: 'Oʻgʻiloy',
      lastname: 'Karimova',
      middlename: 'Rustamovna',
      passport: 'AA1234567',
      country: 'UZ',
      region: 'tashkent_city',
      phone_number: '+998901234567',
      email: 'ogiloy@example.uz',
    });
    expect(
      record.files.map((file: { kind: string; content_type: string }) => [file.kind, file.content_type]),
    ).toEqual([
      ['passport_photo', 'image/jpeg'],
      ['passport_main_page', 'image/png'],
      ['residence_page', 'application/pdf'],
    ]);

    const onDisk = await storedFiles(testApp.uploadsDir);
    expect(onDisk).toHaveLength(3);
    const diskHashes = await Promise.all(
      onDisk.map(async (file) =>
        createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      ),
    );
    expect(diskHashes.sort()).toEqual(
      [JPEG, PNG, PDF].map((bytes) => createHash('sha256').update(bytes).digest('hex')).sort(),
    );

    for (const [kind, bytes, type] of [
      ['passport_photo', JPEG, 'image/jpeg'],
      ['passport_main_page', PNG, 'image/png'],
      ['residence_page', PDF, 'application/pdf'],
    ] as const) {
      const file = await send(app, token, 'GET', `${RECORDS}/${record.id}/files/${kind}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="${kind}-${record.id}\\.`),
      );
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }

    const list = await send(app, token, 'GET', RECORDS);
    expect(list.json()).toMatchObject({ status: true, total: 1, data: [{ id: record.id }] });
    const one = await send(app, token, 'GET', `${RECORDS}/${record.id}`);
    expect(one.json().data).toEqual(record);
  });

  it('edits the fields, replaces one file (the old one leaves the disk) and removes another', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const before = new Set(await storedFiles(testApp.uploadsDir));
    const created = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json()
      .data;
    const mine = (await storedFiles(testApp.uploadsDir)).filter((file) => !before.has(file));
    expect(mine).toHaveLength(3);

    const edited = await send(
      app,
      token,
      'PUT',
      `${RECORDS}/${created.id}`,
      recordForm(
        { ...validFields, lastname: 'Rahimova', region: 'samarkand', remove_files: 'residence_page' },
        { passport_photo: { bytes: PNG, name: 'new.png', type: 'image/png' } },
      ),
    );
    expect(edited.statusCode).toBe(200);
    const record = edited.json().data;
    expect(record).toMatchObject({ lastname: 'Rahimova', region: 'samarkand' });
    expect(
      record.files.map((file: { kind: string; content_type: string }) => [file.kind, file.content_type]),
    ).toEqual([
      ['passport_main_page', 'image/png'],
      ['passport_photo', 'image/png'],
    ]);
    const photo = await send(app, token, 'GET', `${RECORDS}/${created.id}/files/passport_photo`);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const removed = await send(app, token, 'GET', `${RECORDS}/${created.id}/files/residence_page`);
    expect(removed.statusCode).toBe(404);

    const now = (await storedFiles(testApp.uploadsDir)).filter((file) => !before.has(file));
    expect(now).toHaveLength(2);
    // The main page was kept as it was; the photo is a new file; the old photo and the residence page are gone.
    expect(now.filter((file) => mine.includes(file))).toHaveLength(1);
  });

  it('an edit without files keeps the stored ones', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const created = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json()
      .data;
    const edited = await send(
      app,
      token,
      'PUT',
      `${RECORDS}/${created.id}`,
      recordForm({ ...validFields, address: 'Navoiy koʻchasi 5' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.files).toHaveLength(3);
    expect(edited.json().data.address).toBe('Navoiy koʻchasi 5');
  });

  it('deletes a record with its files', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const before = await storedFiles(testApp.uploadsDir);
    const created = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json()
      .data;
    expect(await storedFiles(testApp.uploadsDir)).toHaveLength(before.length + 3);

    const deleted = await send(app, token, 'DELETE', `${RECORDS}/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: true, data: null });
    expect(await storedFiles(testApp.uploadsDir)).toEqual(before);
    expect((await send(app, token, 'GET', `${RECORDS}/${created.id}`)).statusCode).toBe(404);
    expect((await send(app, token, 'GET', `${RECORDS}/${created.id}/files/passport_photo`)).statusCode).toBe(
      404,
    );
    expect((await send(app, token, 'DELETE', `${RECORDS}/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps records of another country without a region, with its own passport format', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const created = await send(
      app,
      token,
      'POST',
      RECORDS,
      recordForm({
        ...validFields,
        firstname: 'Фарход',
        lastname: 'Рахимов',
        middlename: '',
        country: 'tj',
        region: 'samarkand',
        district: '',
        passport: '400123456',
        phone_number: '+992 93 123 4567',
      }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      country: 'TJ',
      region: null,
      district: null,
      middlename: null,
      passport: '400123456',
      files: [],
    });
  });
});

describe('profile records: owner only', () => {
  it('answers 404 for another customer’s record and file, and 401 without a session', async () => {
    const { app } = testApp;
    const owner = await registerCustomer(app);
    const other = await registerCustomer(app);
    const record = (
      await send(app, owner.token, 'POST', RECORDS, recordForm(validFields, threeFiles()))
    ).json().data;
    const url = `${RECORDS}/${record.id}`;

    expect((await send(app, other.token, 'GET', url)).statusCode).toBe(404);
    expect((await send(app, other.token, 'GET', `${url}/files/passport_photo`)).statusCode).toBe(404);
    expect((await send(app, other.token, 'PUT', url, recordForm())).statusCode).toBe(404);
    expect((await send(app, other.token, 'DELETE', url)).statusCode).toBe(404);
    expect((await send(app, other.token, 'GET', RECORDS)).json()).toMatchObject({ data: [], total: 0 });
    expect((await send(app, owner.token, 'GET', `${url}/files/not_a_kind`)).statusCode).toBe(404);

    for (const [method, path] of [
      ['GET', RECORDS],
      ['POST', RECORDS],
      ['GET', url],
      ['PUT', url],
      ['DELETE', url],
      ['GET', `${url}/files/passport_photo`],
    ] as const) {
      const answer = await send(
        app,
        null,
        method,
        path,
        method === 'POST' || method === 'PUT' ? recordForm() : undefined,
      );
      expect(answer.statusCode, `${method} ${path}`).toBe(401);
    }
    // Nothing the others tried changed the record.
    expect((await send(app, owner.token, 'GET', url)).json().data).toEqual(record);
  });
});
