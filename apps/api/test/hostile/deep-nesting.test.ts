import { adminPaths, apiPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

// About 5,000 levels of nesting in a 10 KB body overflowed the stack of the recursive walk over
// the body (a 500). Depth is measured before anything recurses: such a body is malformed, 400 in the envelope.
const testApp = useTestApp();

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const bodies = {
  'arrays in a field': `{"login":${deepArray(5_000)},"password":"x"}`,
  'objects in a field': `{"email":"a@b.uz","password":${deepObject(1_800)}}`,
  'a bare array': deepArray(5_000),
  'brackets inside strings do not count, real ones do': `{"s":"${'['.repeat(100)}","n":${deepArray(40)}}`,
};

describe('deeply nested JSON', () => {
  for (const url of [apiPaths.login, apiPaths.register, adminPaths.login]) {
    for (const [name, payload] of Object.entries(bodies)) {
      it(`is refused as malformed on ${url}: ${name}`, async () => {
        expect(payload.length).toBeLessThanOrEqual(12_000);
        const answer = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
          payload,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          status: false,
          code: 'BAD_REQUEST',
          message: 'Некорректный запрос.',
        });
      });
    }
  }

  it('leaves honest nesting, and brackets in strings, to validation', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: `{"login":"${'['.repeat(50)}@b.uz","password":${deepArray(10)}}`,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
  });
});
