import { adminBankPaths, BANK_STATEMENT_MAX_CHARS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateField } from '../../../src/i18n/translate.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// A long statement is read whole (its lines inserted in batches, under PostgreSQL's bind parameter limit); one
// over the size its page states is refused with a translated message, never a 500.

let testApp: TestApp;
let billing = '';
beforeAll(async () => {
  testApp = await buildTestApp();
  billing = await staffToken(testApp.app, await addStaff(testApp, 'billing'));
});
afterAll(async () => {
  await testApp?.close();
});

const upload = (csv: string, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: adminBankPaths.statements,
    headers: { ...bearer(billing), 'accept-language': language },
    payload: { file_name: 'year.csv', csv },
  });

/** A statement of `count` payment lines that name references no invoice has. */
const statementOf = (count: number) =>
  [
    'date;amount;payer_name;payer_stir;payer_account;purpose',
    ...Array.from(
      { length: count },
      (_, n) =>
        `2026-11-20;${1000 + n},00;OOO Example ${n};301234567;20208000900000000001;Payment INV-${900000 + n}`,
    ),
  ].join('\r\n');

describe('a large bank statement', () => {
  it('is previewed whole: 8,000 lines', async () => {
    const csv = statementOf(8000);
    expect(csv.length).toBeLessThan(BANK_STATEMENT_MAX_CHARS);
    const answer = await upload(csv);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const lines = answer.json().data.lines as { line_no: number; status: string }[];
    expect(lines).toHaveLength(8000);
    expect(lines.at(-1)).toMatchObject({ line_no: 8001, status: 'unmatched' });
  });

  it('over the stated size is a translated 422, and a body past the route’s limit a 413', async () => {
    const tooLong = statementOf(Math.ceil(BANK_STATEMENT_MAX_CHARS / 75));
    expect(tooLong.length).toBeGreaterThan(BANK_STATEMENT_MAX_CHARS);
    const refused = await upload(tooLong, 'ru');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_FAILED',
      errors: { csv: [translateField('ru', 'too_long')] },
    });

    const huge = await upload('x'.repeat(5 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
