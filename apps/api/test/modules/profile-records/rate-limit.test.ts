import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import { buildRecordsApp, RECORDS, recordForm, send, storedFiles, threeFiles } from './record-fixtures.js';

const WRITES = 3;

let testApp: Awaited<ReturnType<typeof buildRecordsApp>>;
beforeAll(async () => {
  testApp = await buildRecordsApp({ RATE_LIMIT_RECORD_WRITES_PER_ACCOUNT: String(WRITES) });
});
afterAll(async () => {
  await testApp?.close();
});

/** Uses up the account's writes: two creates and an update. Answers the created record's id. */
async function useUpWrites(token: string): Promise<number> {
  const created = await send(testApp.app, token, 'POST', RECORDS, recordForm());
  expect(created.statusCode).toBe(200);
  const id = created.json().data.id as number;
  expect((await send(testApp.app, token, 'POST', RECORDS, recordForm())).statusCode).toBe(200);
  expect((await send(testApp.app, token, 'PUT', `${RECORDS}/${id}`, recordForm())).statusCode).toBe(200);
  return id;
}

/**
 * Over a real socket: sends the headers of a 5 MB multipart upload and one small piece of its body, then
 * waits for an answer without sending the rest. Only a check made before the body is read can answer.
 */
function answerToUnfinishedUpload(
  token: string,
): Promise<{ status: number; body: string; retryAfter: string }> {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: RECORDS,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=----portal-test',
        'content-length': String(5 * 1024 * 1024),
      },
    });
    const timer = setTimeout(() => {
      upload.destroy();
      reject(new Error('no answer before the body was sent'));
    }, 5000);
    upload.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        clearTimeout(timer);
        upload.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body,
          retryAfter: String(response.headers['retry-after']),
        });
      });
    });
    upload.on('error', (error) => {
      // The server may close the socket while we still "upload"; the answer has been read by then.
      if (
        (error as NodeJS.ErrnoException).code !== 'ECONNRESET' &&
        (error as NodeJS.ErrnoException).code !== 'EPIPE'
      ) {
        clearTimeout(timer);
        reject(error);
      }
    });
    upload.write(
      '------portal-test\r\nContent-Disposition: form-data; name="passport_photo"; filename="a.jpg"\r\n',
    );
  });
}

describe('profile records: writes per account', () => {
  it(`allows ${WRITES} creates and updates per window, then answers 429 RATE_LIMITED with Retry-After`, async () => {
    const { app } = testApp;
    const { token } = await registerCustomer(app);
    const id = await useUpWrites(token);
    const filesBefore = await storedFiles(testApp.uploadsDir);

    const created = await send(app, token, 'POST', RECORDS, recordForm(undefined, threeFiles()));
    expect(created.statusCode).toBe(429);
    expect(created.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(created.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(created.headers['retry-after'])).toBeLessThanOrEqual(900);
    const updated = await send(app, token, 'PUT', `${RECORDS}/${id}`, recordForm(undefined, threeFiles()));
    expect(updated.statusCode).toBe(429);
    expect(updated.json().code).toBe('RATE_LIMITED');

    // Nothing was written: no record and no file more than before.
    expect(await storedFiles(testApp.uploadsDir)).toEqual(filesBefore);
    const list = await send(app, token, 'GET', RECORDS);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);

    // Another account has its own allowance.
    const other = await registerCustomer(app);
    expect((await send(app, other.token, 'POST', RECORDS, recordForm())).statusCode).toBe(200);
  });

  it('refuses before reading the upload: the answer comes while the 5 MB body is still unsent', async () => {
    const { token } = await registerCustomer(testApp.app);
    await useUpWrites(token);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await answerToUnfinishedUpload(token);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  });
});
