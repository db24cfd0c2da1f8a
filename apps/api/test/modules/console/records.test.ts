import { adminPath, adminPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import {
  buildRecordsApp,
  PNG,
  RECORDS,
  recordForm,
  send,
  threeFiles,
  validFields,
} from '../profile-records/record-fixtures.js';

// Staff see which passport files a customer's records hold and open them; every view is in the audit log.

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
beforeAll(async () => {
  testApp = await buildRecordsApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('profile record files for staff', () => {
  it('are listed on the customer page and served with an audit row per view', async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const customerId = (await getProfile(app, token)).json().data.id as number;
    const record = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json()
      .data;
    const readonly = await staffToken(app, await addStaff(testApp, 'readonly'));
    const owner = await staffToken(app, await addStaff(testApp, 'owner'));

    const page = (
      await app.inject({
        method: 'GET',
        url: adminPath(adminPaths.customer, customerId),
        headers: bearer(readonly),
      })
    ).json().data;
    expect(page.records).toEqual([
      {
        id: record.id,
        name: 'Oʻgʻiloy Karimova',
        files: ['passport_photo', 'passport_main_page', 'residence_page'],
        verification: 'pending',
        rejection_reason: null,
      },
    ]);

    const url = adminPaths.customerRecordFile
      .replace(':id', String(customerId))
      .replace(':record_id', String(record.id))
      .replace(':kind', 'passport_main_page');
    const file = await app.inject({ method: 'GET', url, headers: bearer(readonly) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const audit = (
      await app.inject({
        method: 'GET',
        url: `${adminPaths.auditLog}?action=record.file-view`,
        headers: bearer(owner),
      })
    ).json().data;
    expect(audit[0]).toMatchObject({
      customer_id: customerId,
      after: { record_id: record.id, kind: 'passport_main_page' },
    });

    // Another customer's record through this customer's id is not found, and so is an unknown kind.
    const other = await app.inject({
      method: 'GET',
      url: url.replace(`/customers/${customerId}/`, '/customers/999999/'),
      headers: bearer(readonly),
    });
    expect(other.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'GET',
      url: url.replace('passport_main_page', 'selfie'),
      headers: bearer(readonly),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
