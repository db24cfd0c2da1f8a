import { describe, expect, it } from 'vitest';
import { newCustomer } from '../helpers/customers.js';
import { useTestApp } from '../helpers/test-app.js';

const testApp = useTestApp();
const registerUrl = '/api/client/user/auth/register';

describe('error envelope', () => {
  it('answers unknown API paths with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/client/unknown'],
      ['DELETE', '/api/client/user/profile'],
      ['GET', '/api'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ status: false, code: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it('answers malformed JSON with 422 and an error on body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: registerUrl,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"firstname": "Aziz",',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      errors: { body: ['Invalid value.'] },
    });
  });

  it('answers a wrong content type, an empty body and a non-object body with 422', async () => {
    const cases = [
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '"just a string"' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: {}, payload: undefined },
    ];
    for (const { headers, payload } of cases) {
      const response = await testApp.app.inject({ method: 'POST', url: registerUrl, headers, payload });
      expect(response.statusCode, JSON.stringify({ headers, payload })).toBe(422);
      const body = response.json();
      expect(body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      expect(body.errors.body).toHaveLength(1);
    }
  });

  it('answers field messages in the language of Accept-Language, falling back to Uzbek', async () => {
    const body = { ...newCustomer(), password: 'weak', password_confirmation: 'weak' };
    const expected: Array<[string | undefined, string]> = [
      [
        'ru-RU,ru;q=0.9',
        'Пароль должен содержать не менее 8 символов, заглавную букву, цифру и специальный символ.',
      ],
      [
        'uz-Cyrl',
        'Пароль камида 8 белгидан иборат бўлиб, катта ҳарф, рақам ва махсус белгини ўз ичига олиши керак.',
      ],
      ['tg', 'Рамз бояд на камтар аз 8 аломат, ҳарфи калон, рақам ва аломати махсус дошта бошад.'],
      [
        'de-DE',
        'Parol kamida 8 belgidan iborat boʻlib, katta harf, raqam va maxsus belgini oʻz ichiga olishi kerak.',
      ],
      [
        undefined,
        'Parol kamida 8 belgidan iborat boʻlib, katta harf, raqam va maxsus belgini oʻz ichiga olishi kerak.',
      ],
    ];
    for (const [language, message] of expected) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: registerUrl,
        payload: body,
        headers: language ? { 'accept-language': language } : {},
      });
      expect(response.json().errors.password, language).toEqual([message]);
    }
  });

  it('answers a 413 envelope for a body over the limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: registerUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstname: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
