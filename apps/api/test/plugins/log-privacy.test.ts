import { Writable } from 'node:stream';
import { securityPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/lib/clock.js';
import { login, registerCustomer } from '../helpers/customers.js';
import {
  clickCall,
  newInvoice,
  nextClickTransId,
  PAYMENT_ENV,
  paymeAuth,
  paymeCall,
} from '../helpers/payments.js';
import { call, latestCodeTo } from '../helpers/security.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// The log of a representative run (registration, logins, a code, a profile change, Payme and Click top-ups,
// the jobs they queue) is scanned for what must never be written: passwords, tokens, codes, e-mail addresses,
// phone numbers, card numbers, provider keys.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
let testApp: TestApp;
const secrets: string[] = [];
let answeredRequestId = '';

beforeAll(async () => {
  testApp = await buildTestApp({ ...PAYMENT_ENV, LOG_LEVEL: 'debug' }, { clock, logStream });
  const { app } = testApp;
  const { customer, token } = await registerCustomer(app);
  secrets.push(customer.email, customer.phone_number, customer.password, token);
  const again = await login(app, { login: customer.email, password: customer.password });
  secrets.push(again.json().data.access_token);
  answeredRequestId = String(
    (await login(app, { login: customer.email, password: 'Wrong#Password1' })).headers['x-request-id'],
  );
  await login(app, { login: 'nobody.known@example.uz', password: 'Another#Secret9' });
  secrets.push('nobody.known@example.uz', 'Another#Secret9', 'Wrong#Password1');

  await call(app, 'GET', securityPaths.emailVerifyGetCode, token);
  const code = await latestCodeTo(app, customer.email);
  secrets.push(code);
  await call(app, 'POST', securityPaths.emailVerifyConfirm, token, { code });
  await call(app, 'POST', securityPaths.emailVerifyConfirm, token, { code: '000000' });

  const newEmail = `moved.${Date.now()}@example.uz`;
  await call(app, 'PUT', securityPaths.updateProfile, token, {
    email: newEmail,
    password: customer.password,
  });
  secrets.push(newEmail);
  // A refused change: the body (with its password) is invalid, and the error answer is logged.
  await call(app, 'PUT', securityPaths.changePassword, token, {
    old_password: customer.password,
    password: 'x',
    password_confirmation: 'Mismatch#2099',
  });
  secrets.push('Mismatch#2099');

  // Top-ups through both providers; wrong credentials are refused (and logged as refusals).
  const payme = await newInvoice(app, token, 'payme', 5000);
  const paymeId = '5305e3bab097f420a62c9999';
  await paymeCall(app, 'CreateTransaction', {
    id: paymeId,
    time: clock.now().getTime(),
    amount: 500_000,
    account: { invoice_id: payme.invoice_id },
  });
  await paymeCall(app, 'PerformTransaction', { id: paymeId });
  await paymeCall(app, 'CheckPerformTransaction', {}, paymeAuth('wrong-key-of-a-guesser'));
  secrets.push(PAYMENT_ENV.PAYME_KEY, 'wrong-key-of-a-guesser', paymeAuth().slice('Basic '.length));
  const click = await newInvoice(app, token, 'click_evolution', 7000);
  const transId = nextClickTransId();
  const fields = { click_trans_id: transId, merchant_trans_id: String(click.invoice_id), amount: '7000.00' };
  const prepared = await clickCall(app, 'prepare', { ...fields, action: '0' });
  await clickCall(app, 'complete', {
    ...fields,
    action: '1',
    merchant_prepare_id: String(prepared.merchant_prepare_id),
  });
  secrets.push(PAYMENT_ENV.CLICK_SECRET_KEY);

  await app.jobs.runDue();
  // A request carrying a card number in a field it should not (a form filled wrong) is refused.
  await call(app, 'PUT', securityPaths.updateProfile, token, { firstname: '8600123456789012' });
  await new Promise((resolve) => setTimeout(resolve, 100));
});
afterAll(async () => {
  await testApp?.close();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('is JSON, line by line, and every request line carries its request id', () => {
    expect(lines.length).toBeGreaterThan(30);
    for (const record of records()) {
      expect(typeof record.level).toBe('number');
      if (record.req || record.res) expect(record.reqId).toEqual(expect.any(String));
    }
  });

  it('carries no secret and no personal data', () => {
    const text = lines.join('\n');
    // Request ids are random UUIDs whose digit groups, joined by their hyphens, sometimes read as a number of
    // their own ("4505-8129-67210263" as sixteen digits): the number checks look at the log without them.
    const withoutIds = text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    for (const secret of secrets) {
      // A six-digit code is a number of its own: the same digits inside a timestamp or a duration are not it.
      if (/^\d+$/.test(secret)) expect(withoutIds).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
      else expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/); // an e-mail address
    expect(withoutIds).not.toMatch(/(?<![\d.])\+?998\d{9}(?!\d)/); // an Uzbek phone number (not inside a longer number)
    expect(withoutIds).not.toMatch(/(?<![\d.])(?:\d[ -]?){15}\d(?![\d.])/); // a card number (not a decimal's fraction)
    expect(text).not.toMatch(/Bearer [\w-]{10,}/);
    expect(text).not.toMatch(/Basic [\w=+/]{8,}/);
  });

  it('follows a request into the jobs it queued', () => {
    const all = records();
    // Asking for a code queues its message: the job's lines carry the asking request's id.
    const asked = all.find(
      (record) => (record.req as { url?: string } | undefined)?.url === securityPaths.emailVerifyGetCode,
    );
    expect(asked?.reqId).toEqual(expect.any(String));
    const jobLines = all.filter((record) => record.reqId === asked?.reqId && record.job === 'message.send');
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.some((record) => record.msg === 'job done')).toBe(true);
    // Answers name the id too, so a customer can quote it.
    expect(answeredRequestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
