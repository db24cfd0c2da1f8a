import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickCall, PAYMENT_ENV, paymeAuth } from '../helpers/payments.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// Past an address's cap, refused payment callbacks are neither counted nor written to the request log, so a
// flood of forged calls costs the log nothing; a counted call writes one line, a correctly signed one too.

const lines: { msg?: string; req?: { url?: string; remoteAddress?: string } }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let testApp: TestApp;
const CAP = 3;

beforeAll(async () => {
  testApp = await buildTestApp(
    { ...PAYMENT_ENV, PROVIDER_AUTH_FAILURES_PER_IP: String(CAP), LOG_LEVEL: 'info' },
    { logStream },
  );
});
afterAll(async () => {
  await testApp?.close();
});

const paymeFrom = (ip: string, authorization: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/payme',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', authorization },
    payload: JSON.stringify({ id: 7, method: 'CheckTransaction', params: { id: 'nothing-here' } }),
  });

/** The request lines written since `from` for a callback path. */
const requestLines = (from: number, path: string) =>
  lines
    .slice(from)
    .filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')
    .filter((line) => line.req?.url === undefined || line.req.url.startsWith(path));

describe('the request log of refused payment callbacks', () => {
  it('has one line per counted Payme refusal and none past the cap; a right call is logged', async () => {
    const start = lines.length;
    for (let n = 0; n < 40; n++) {
      expect((await paymeFrom('198.51.100.20', paymeAuth('wrong-key'))).json().error.code).toBe(-32504);
    }
    const refused = requestLines(start, '/api/payments/payme');
    expect(refused).toHaveLength(CAP);
    expect(refused.every((line) => line.req?.remoteAddress === '198.51.100.20')).toBe(true);

    const before = lines.length;
    expect((await paymeFrom('198.51.100.20', paymeAuth())).json().error.code).toBe(-31003);
    expect(requestLines(before, '/api/payments/payme')).toHaveLength(1);
  });

  it('has one line per counted Click refusal and none past the cap', async () => {
    const start = lines.length;
    for (let n = 0; n < 20; n++) {
      const reply = await clickCall(
        testApp.app,
        'prepare',
        { click_trans_id: String(700 + n), merchant_trans_id: '1', amount: '5000.00', action: '0' },
        { sign_string: 'bad' },
      );
      expect(reply.error).toBe(-1);
    }
    expect(requestLines(start, '/api/payments/click')).toHaveLength(CAP);
  });
});
