import { supportPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCaptcha } from '../../helpers/security.js';
import { buildSupportApp, type SupportTestApp } from './support-fixtures.js';

// The guest form's daily allowance counts the address the form is sent from: the e-mail it names is anyone's to
// type, so strangers naming it (with wrong captchas or right ones) must not use up its owner's allowance.

let testApp: SupportTestApp;
beforeAll(async () => {
  testApp = await buildSupportApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await testApp?.close();
});

const form = (email: string, captcha: { id: string; answer: string }) => ({
  email,
  name: 'Dilnoza',
  subject: 'A question',
  message: 'Do you host WordPress?',
  captcha_id: captcha.id,
  captcha: captcha.answer,
});

const sendFrom = (address: string, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: supportPaths.guestTickets,
    headers: { 'x-forwarded-for': address },
    payload,
  });

describe('guest tickets per day', () => {
  it('counts the sender’s address, not the e-mail the form names', async () => {
    const victim = `victim.${Date.now()}@example.uz`;
    for (let n = 1; n <= 12; n++) {
      const wrong = await sendFrom(`198.51.100.${n}`, form(victim, { id: 'unknown', answer: '0000' }));
      expect(wrong.statusCode, wrong.body).toBe(422);
    }
    // The owner of the e-mail, from their own address, still opens a ticket.
    const own = await sendFrom('203.0.113.5', form(victim, await newCaptcha(testApp.app)));
    expect(own.statusCode, own.body).toBe(200);

    // One address past the daily allowance is held back, whatever e-mail it names.
    const busy = '192.0.2.77';
    for (let n = 1; n <= 10; n++) {
      const answer = await sendFrom(
        busy,
        form(`other${n}.${Date.now()}@example.uz`, { id: 'x', answer: '1' }),
      );
      // The hourly per-address limit (10) and the daily one (10) both allow ten.
      expect(answer.statusCode).toBe(422);
    }
    const over = await sendFrom(busy, form(victim, await newCaptcha(testApp.app)));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
