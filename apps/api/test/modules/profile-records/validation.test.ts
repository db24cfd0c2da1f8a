import type { FieldErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateField } from '../../../src/i18n/translate.js';
import { registerCustomer } from '../../helpers/customers.js';
import {
  buildRecordsApp,
  EXE,
  PNG,
  RECORDS,
  recordForm,
  send,
  storedFiles,
  threeFiles,
  type UploadFile,
  validFields,
} from './record-fixtures.js';

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
let token: string;
beforeAll(async () => {
  testApp = await buildRecordsApp();
  token = (await registerCustomer(testApp.app)).token;
});
afterAll(async () => {
  await testApp?.close();
});

const text = (code: FieldErrorCode) => translateField('en', code);

/** Posts the form and expects a 422 naming exactly these fields; nothing may be stored. */
async function expectRejected(
  fields: Record<string, string | undefined>,
  expected: Record<string, FieldErrorCode>,
  files: Record<string, UploadFile> = {},
) {
  const { app } = testApp;
  const answer = await send(app, token, 'POST', RECORDS, recordForm(fields, files));
  expect(answer.statusCode, answer.body).toBe(422);
  const body = answer.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.errors).sort()).toEqual(Object.keys(expected).sort());
  for (const [field, code] of Object.entries(expected)) expect(body.errors[field]).toContain(text(code));
  expect((await send(app, token, 'GET', RECORDS)).json().total).toBe(0);
  expect(await storedFiles(testApp.uploadsDir)).toEqual([]);
}

describe('profile records: validation (422, nothing stored)', () => {
  it('requires every field but the middle name', async () => {
    await expectRejected(
      {},
      {
        firstname: 'required',
        lastname: 'required',
        birthday: 'required',
        passport: 'required',
        passport_issued_by: 'required',
        passport_issued_at: 'required',
        country: 'required',
        address: 'required',
        phone_number: 'required',
        email: 'required',
      },
    );
  });

  it('takes names of letters only, Latin or Cyrillic, with apostrophes and hyphens, at most 50', async () => {
    await expectRejected(
      { ...validFields, firstname: 'Aziz2', lastname: 'Smith<script>', middlename: 'Q'.repeat(51) },
      { firstname: 'invalid', lastname: 'invalid', middlename: 'too_long' },
    );
    await expectRejected(
      { ...validFields, firstname: '-Aziz', lastname: "O''Brien" },
      {
        firstname: 'invalid',
        lastname: 'invalid',
      },
    );
  });

  it('takes a real birthday at least 16 years ago', async () => {
    await expectRejected({ ...validFields, birthday: '2011-02-30' }, { birthday: 'birthday_invalid' });
    await expectRejected({ ...validFields, birthday: '2010-06-02' }, { birthday: 'birthday_invalid' });
    await expectRejected({ ...validFields, birthday: '21.03.1990' }, { birthday: 'birthday_invalid' });
  });

  it('takes an issue date after the birthday and not in the future', async () => {
    await expectRejected(
      { ...validFields, passport_issued_at: '1989-01-01' },
      { passport_issued_at: 'date_invalid' },
    );
    await expectRejected(
      { ...validFields, passport_issued_at: '2026-06-02' },
      { passport_issued_at: 'date_invalid' },
    );
    await expectRejected(
      { ...validFields, passport_issued_at: '2015-13-01' },
      { passport_issued_at: 'date_invalid' },
    );
  });

  it('takes an Uzbek passport as two letters and seven digits', async () => {
    for (const passport of ['A1234567', 'AA123456', 'AA12345678', '123456789', 'АА1234567']) {
      await expectRejected({ ...validFields, passport }, { passport: 'passport_invalid' });
    }
  });

  it('requires a region of the list (and a district) for Uzbekistan', async () => {
    await expectRejected({ ...validFields, region: undefined }, { region: 'region_invalid' });
    await expectRejected({ ...validFields, region: 'moscow' }, { region: 'region_invalid' });
    await expectRejected({ ...validFields, district: ' ' }, { district: 'required' });
  });

  it('checks the country, phone and e-mail', async () => {
    await expectRejected(
      { ...validFields, country: 'XX', phone_number: '+99812', email: 'not-an-email' },
      { country: 'invalid', phone_number: 'phone_invalid', email: 'email_invalid' },
    );
  });

  it('refuses a file whose bytes are not JPEG, PNG or PDF, whatever its name and type say', async () => {
    await expectRejected(
      validFields,
      { passport_photo: 'file_type_invalid' },
      {
        passport_photo: { bytes: EXE, name: 'photo.jpg', type: 'image/jpeg' },
      },
    );
    await expectRejected(
      validFields,
      { residence_page: 'file_type_invalid' },
      {
        ...threeFiles(),
        residence_page: { bytes: Buffer.from('not really a pdf'), name: 'page.pdf', type: 'application/pdf' },
      },
    );
  });

  it('refuses a file of 5 MB + 1 byte, naming every problem at once', async () => {
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    await expectRejected(
      { ...validFields, email: '' },
      { passport_main_page: 'file_too_large', email: 'required' },
      {
        passport_main_page: { bytes: tooLarge, name: 'big.png', type: 'image/png' },
      },
    );
  });

  it('takes a file of exactly 5 MB, and a PNG named .pdf as the PNG it is', async () => {
    const { app } = testApp;
    const fiveMb = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const answer = await send(
      app,
      token,
      'POST',
      RECORDS,
      recordForm(validFields, {
        passport_photo: { bytes: fiveMb, name: 'photo.png', type: 'image/png' },
        residence_page: { bytes: PNG, name: 'page.pdf', type: 'application/pdf' },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const record = answer.json().data;
    expect(record.files).toMatchObject([
      { kind: 'passport_photo', content_type: 'image/png', size: 5 * 1024 * 1024 },
      { kind: 'residence_page', content_type: 'image/png', size: PNG.length },
    ]);
    const served = await send(app, token, 'GET', `${RECORDS}/${record.id}/files/residence_page`);
    expect(served.headers['content-type']).toBe('image/png');
    await send(app, token, 'DELETE', `${RECORDS}/${record.id}`);
    expect(await storedFiles(testApp.uploadsDir)).toEqual([]);
  });

  it('answers 413 for more than three files and 415 for a body that is not multipart', async () => {
    const { app } = testApp;
    const form = recordForm(validFields, threeFiles());
    form.append('passport_photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'fourth.png');
    expect((await send(app, token, 'POST', RECORDS, form)).statusCode).toBe(413);
    const json = await app.inject({
      method: 'POST',
      url: RECORDS,
      headers: { authorization: `Bearer ${token}` },
      payload: validFields,
    });
    expect(json.statusCode).toBe(415);
    expect((await send(app, token, 'GET', RECORDS)).json().total).toBe(0);
    expect(await storedFiles(testApp.uploadsDir)).toEqual([]);
  });

  it('answers 422 for a multipart body that cannot be parsed', async () => {
    const { app } = testApp;
    const cutOff =
      '--x\r\nContent-Disposition: form-data; name="passport_photo"; filename="a.png"\r\n\r\n\x89PNG';
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=x', cutOff],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: RECORDS,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
      expect(answer.statusCode, payload).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { body: [text('invalid')] } });
    }
    expect(await storedFiles(testApp.uploadsDir)).toEqual([]);
  });
});
