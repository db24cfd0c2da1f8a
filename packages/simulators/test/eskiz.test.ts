import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EskizSimulator, startEskizSimulator } from '../src/index.js';

let sim: EskizSimulator;
beforeEach(async () => {
  sim = await startEskizSimulator({ email: 'me@portal.uz', password: 'secret' });
});
afterEach(async () => sim.close());

const post = (path: string, form: Record<string, string>, token?: string) =>
  fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: new URLSearchParams(form),
  });

describe('Eskiz simulator', () => {
  it('issues a token and accepts an SMS with it', async () => {
    const refused = await post('/auth/login', { email: 'me@portal.uz', password: 'wrong' });
    expect(refused.status).toBe(401);
    const login = await post('/auth/login', { email: 'me@portal.uz', password: 'secret' });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    expect(
      (await post('/message/sms/send', { mobile_phone: '998901234567', message: 'Hi', from: '4546' })).status,
    ).toBe(401);
    const send = await post(
      '/message/sms/send',
      { mobile_phone: '998901234567', message: 'Hi', from: '4546' },
      token,
    );
    expect(send.status).toBe(200);
    expect(sim.sent).toEqual([{ mobile_phone: '998901234567', message: 'Hi', from: '4546' }]);
    const badPhone = await post(
      '/message/sms/send',
      { mobile_phone: '+998 90', message: 'Hi', from: '4546' },
      token,
    );
    expect(badPhone.status).toBe(422);
    sim.failNext(1);
    expect(
      (await post('/message/sms/send', { mobile_phone: '998901234567', message: 'x', from: '1' }, token))
        .status,
    ).toBe(500);
    sim.expireTokens();
    expect(
      (await post('/message/sms/send', { mobile_phone: '998901234567', message: 'x', from: '1' }, token))
        .status,
    ).toBe(401);
  });
});
