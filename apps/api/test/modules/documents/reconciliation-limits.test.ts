import { documentPaths, LANGUAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateField } from '../../../src/i18n/translate.js';
import { createManualClock } from '../../../src/lib/clock.js';
import { bearer } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';
import { customerIn } from './documents-helpers.js';

// A reconciliation act is drawn on every request: its period is at most five years, and one customer has a few
// drawn a minute, counted in the shared limit store.

const clock = createManualClock(new Date('2026-11-20T06:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

const act = (token: string, from: string, to: string, language = 'en') =>
  app().inject({
    method: 'GET',
    url: `${documentPaths.reconciliation}?from=${from}&to=${to}`,
    headers: { ...bearer(token), 'accept-language': language },
  });

describe('the reconciliation act', () => {
  it('covers at most five years: a longer period is a translated 422 in every language', async () => {
    const { token } = await customerIn(app(), 'uz');
    expect((await act(token, '2021-11-21', '2026-11-20')).statusCode).toBe(200);
    for (const language of LANGUAGES) {
      const refused = await act(token, '0001-01-01', '9999-12-31', language);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { to: [translateField(language, 'period_too_long')] },
      });
    }
    expect((await act(token, '2021-11-20', '2026-11-20')).json().errors.to).toEqual([
      translateField('en', 'period_too_long'),
    ]);
  });

  it('is drawn six times a minute per customer, then 429 with Retry-After until the minute ends', async () => {
    const first = await customerIn(app(), 'ru');
    const second = await customerIn(app(), 'en');
    for (let n = 0; n < 6; n++)
      expect((await act(first.token, '2026-01-01', '2026-10-31')).statusCode).toBe(200);
    const held = await act(first.token, '2026-01-01', '2026-10-31');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back by the first one's acts.
    expect((await act(second.token, '2026-01-01', '2026-10-31')).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await act(first.token, '2026-01-01', '2026-10-31')).statusCode).toBe(200);
  });
});
