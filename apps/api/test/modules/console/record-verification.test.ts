import {
  adminDomainPaths,
  adminPath,
  adminPaths,
  adminRecordPath,
  profileRecordPath,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, registerCustomer } from '../../helpers/customers.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import {
  buildRecordsApp,
  RECORDS,
  recordForm,
  send,
  threeFiles,
  validFields,
} from '../profile-records/record-fixtures.js';

// Staff approve or reject a registrant record against its scans; the customer sees the outcome, and
// their next edit sends the record back for a new check.

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
let support = '';
let owner = '';
beforeAll(async () => {
  testApp = await buildRecordsApp();
  support = await staffToken(testApp.app, await addStaff(testApp, 'support'));
  owner = await staffToken(testApp.app, await addStaff(testApp, 'owner'));
});
afterAll(async () => {
  await testApp?.close();
});

async function customerWithRecord() {
  const { app } = testApp;
  const { token } = await registerCustomer(app);
  const customerId = (await getProfile(app, token)).json().data.id as number;
  const record = (await send(app, token, 'POST', RECORDS, recordForm(validFields, threeFiles()))).json().data;
  return { token, customerId, recordId: record.id as number };
}

const decide = (staff: string, path: string, customerId: number, recordId: number, body?: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: adminRecordPath(path, customerId, recordId),
    headers: { ...bearer(staff), 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  });

const customerRecord = async (token: string, recordId: number) =>
  (await send(testApp.app, token, 'GET', profileRecordPath(recordId))).json().data;

const auditOf = async (action: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: `${adminPaths.auditLog}?action=${action}`,
      headers: bearer(owner),
    })
  ).json().data;

describe('registrant record verification', () => {
  it('starts pending; staff approve it, audited, and the customer and the customer page see it', async () => {
    const { token, customerId, recordId } = await customerWithRecord();
    expect(await customerRecord(token, recordId)).toMatchObject({
      verification: 'pending',
      rejection_reason: null,
    });

    expect((await decide(support, adminDomainPaths.recordApprove, customerId, recordId)).statusCode).toBe(
      200,
    );
    expect(await customerRecord(token, recordId)).toMatchObject({ verification: 'approved' });
    const page = (
      await testApp.app.inject({
        method: 'GET',
        url: adminPath(adminPaths.customer, customerId),
        headers: bearer(support),
      })
    ).json().data;
    expect(page.records[0]).toMatchObject({ id: recordId, verification: 'approved', rejection_reason: null });
    expect((await auditOf('record.approve'))[0]).toMatchObject({
      customer_id: customerId,
      before: { record_id: recordId, verification: 'pending' },
      after: { record_id: recordId, verification: 'approved' },
    });
  });

  it('rejects with a reason the customer reads; an edit sends it back to pending and clears the reason', async () => {
    const { token, customerId, recordId } = await customerWithRecord();
    const noReason = await decide(support, adminDomainPaths.recordReject, customerId, recordId, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    expect(await customerRecord(token, recordId)).toMatchObject({ verification: 'pending' });

    const reason = 'The passport page scan is blurred';
    expect(
      (await decide(support, adminDomainPaths.recordReject, customerId, recordId, { reason })).statusCode,
    ).toBe(200);
    expect(await customerRecord(token, recordId)).toMatchObject({
      verification: 'rejected',
      rejection_reason: reason,
    });
    expect((await auditOf('record.reject'))[0]).toMatchObject({
      customer_id: customerId,
      after: { record_id: recordId, verification: 'rejected', rejection_reason: reason },
    });

    const edited = await send(
      testApp.app,
      token,
      'PUT',
      profileRecordPath(recordId),
      recordForm({ ...validFields, address: 'Amir Temur ko‘chasi, 2-uy' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ verification: 'pending', rejection_reason: null });

    // An approved record that the customer changes is checked again too.
    await decide(support, adminDomainPaths.recordApprove, customerId, recordId);
    await send(testApp.app, token, 'PUT', profileRecordPath(recordId), recordForm(validFields));
    expect(await customerRecord(token, recordId)).toMatchObject({ verification: 'pending' });
  });

  it('finds only the customer’s own record, and refuses roles without records.verify', async () => {
    const first = await customerWithRecord();
    const second = await customerWithRecord();
    const crossed = await decide(support, adminDomainPaths.recordApprove, second.customerId, first.recordId);
    expect(crossed.statusCode).toBe(404);
    for (const role of ['billing', 'readonly'] as const) {
      const staff = await staffToken(testApp.app, await addStaff(testApp, role));
      const refused = await decide(staff, adminDomainPaths.recordApprove, first.customerId, first.recordId);
      expect({ role, status: refused.statusCode }).toEqual({ role, status: 403 });
    }
    expect(await customerRecord(first.token, first.recordId)).toMatchObject({ verification: 'pending' });
  });
});
