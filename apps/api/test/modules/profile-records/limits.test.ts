import { PROFILE_RECORDS_MAX } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { buildRecordsApp, RECORDS, recordForm, send, storedFiles, threeFiles } from './record-fixtures.js';

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
beforeAll(async () => {
  testApp = await buildRecordsApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('profile records: the per-customer limit', () => {
  it(`keeps at most ${PROFILE_RECORDS_MAX} records; two parallel last ones make one`, async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    for (let index = 0; index < PROFILE_RECORDS_MAX - 1; index += 1) {
      expect((await send(app, token, 'POST', RECORDS, recordForm())).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      [0, 1].map(() => send(app, token, 'POST', RECORDS, recordForm(undefined, threeFiles()))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('CONFLICT');
    expect((await send(app, token, 'GET', RECORDS)).json().total).toBe(PROFILE_RECORDS_MAX);
    // The refused request's files were removed again: only the accepted record's three are stored.
    expect(await storedFiles(testApp.uploadsDir)).toHaveLength(3);

    expect((await send(app, token, 'POST', RECORDS, recordForm())).statusCode).toBe(409);
    // Another customer has their own allowance.
    const other = await registerCustomer(app);
    expect((await send(app, other.token, 'POST', RECORDS, recordForm())).statusCode).toBe(200);
  });
});
