import { z } from 'zod';
import { createApiClient } from './create-api-client';
import {
  errorCode,
  errorDetail,
  errorStatus,
  fieldError,
  isNetworkError,
  isUnexpectedAnswer,
  retryAfterSeconds,
} from './read-error';

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

function stubFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? { body: null };
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return new Response(body, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

const failure = (error: Promise<unknown>) =>
  error.then(
    () => undefined,
    (caught: unknown) => caught,
  );

function client(token: string | null = 'secret-token') {
  const onUnauthenticated = vi.fn();
  const api = createApiClient({ getToken: () => token, getLanguage: () => 'uzc', onUnauthenticated });
  return { api, onUnauthenticated };
}

const idSchema = z.object({ id: z.number() });

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('sends the token and the UI language, and answers the envelope', async () => {
    const calls = stubFetch({ body: { status: true, data: { id: 7 }, total: 1 } });
    const answer = await client().api.request('/api/client/user/profile', { schema: idSchema });
    expect(answer).toEqual({ status: true, data: { id: 7 }, total: 1 });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toBe('uz-Cyrl');
  });

  it('names the open account of a team member with the token, and none without one', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    const make = (token: string | null, accountId: number | null) =>
      createApiClient({
        getToken: () => token,
        getLanguage: () => 'uz',
        onUnauthenticated: vi.fn(),
        getAccountId: () => accountId,
      });
    await make('secret-token', 42).request('/api/client/user/profile', { schema: z.null() });
    await make('secret-token', null).request('/api/client/user/profile', { schema: z.null() });
    await make(null, 42).request('/api/client/user/profile', { schema: z.null() });
    const sent = calls.map((call) => (call.init.headers as Record<string, string>)['X-Account-Id']);
    expect(sent).toEqual(['42', undefined, undefined]);
  });

  it('sends no Authorization header without a token', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    await client(null).api.request('/api/client/user/profile', { schema: z.null() });
    const headers = calls[0]?.init.headers as Record<string, string> | undefined;
    expect(headers).toBeDefined();
    expect(headers?.Authorization).toBeUndefined();
  });

  it('sends a call’s own headers with the request and the file, never in place of the token', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    const { api } = client();
    const own = { 'X-Guest-Token': 'link-secret', Authorization: 'Bearer forged' };
    await api.request('/api/client/support/guest-tickets/current', { headers: own, schema: z.null() });
    await api.blob('/api/client/support/guest-tickets/current/attachments/1', undefined, own);
    for (const call of calls) {
      const headers = call.init.headers as Record<string, string>;
      expect(headers['X-Guest-Token']).toBe('link-secret');
      expect(headers.Authorization).toBe('Bearer secret-token');
    }
  });

  it('sends a fresh Idempotency-Key with each money-moving request, and none with the others', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    const { api } = client();
    await api.request('/pay', { method: 'POST', body: {}, idempotent: true, schema: z.null() });
    await api.request('/pay', { method: 'POST', body: {}, idempotent: true, schema: z.null() });
    await api.request('/profile', { schema: z.null() });
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('checks the data against the contract’s schema when given one', async () => {
    stubFetch(
      { body: { status: true, data: { balance: 1500 } } },
      { body: { status: true, data: { balance: 'x' } } },
    );
    const schema = z.object({ balance: z.number().int() });
    const { api } = client();
    const answer = await api.request('/balance', { schema });
    expect(answer.data.balance).toBe(1500);
    const error = await failure(api.request('/balance', { schema }));
    expect(errorCode(error)).toBe('UNEXPECTED_RESPONSE');
    expect(isUnexpectedAnswer(error)).toBe(true);
    expect(isUnexpectedAnswer(new TypeError('x'))).toBe(false);
  });

  it('loads a lazy schema while the request travels, and reads a lost chunk as a network error', async () => {
    stubFetch({ body: { status: true, data: { id: 7 } } }, { body: { status: true, data: { id: '7' } } });
    const { api } = client();
    const lazy = { load: async () => idSchema };
    expect((await api.request('/profile', { schema: lazy })).data).toEqual({ id: 7 });
    expect(errorCode(await failure(api.request('/profile', { schema: lazy })))).toBe('UNEXPECTED_RESPONSE');
    const lost = { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    expect(isNetworkError(await failure(api.request('/profile', { schema: lost })))).toBe(true);
  });

  it('checks an answer said to carry no data, so a changed answer is not taken on trust either', async () => {
    stubFetch({ body: { status: true, data: null } }, { body: { status: true, data: { surprise: 1 } } });
    const { api } = client();
    expect((await api.request('/logout', { method: 'POST', schema: z.null() })).data).toBeNull();
    const error = await failure(api.request('/logout', { method: 'POST', schema: z.null() }));
    expect(errorCode(error)).toBe('UNEXPECTED_RESPONSE');
  });

  it('reads a failure envelope: code, status, field errors, Retry-After and the extras', async () => {
    stubFetch({
      status: 429,
      headers: { 'Retry-After': '42' },
      body: {
        status: false,
        code: 'RATE_LIMITED',
        message: 'Wait',
        errors: { email: ['Later'] },
        shortfall: 5,
      },
    });
    const error = await failure(
      client().api.request('/register', { method: 'POST', body: {}, schema: z.null() }),
    );
    expect(errorCode(error)).toBe('RATE_LIMITED');
    expect(errorStatus(error)).toBe(429);
    expect(fieldError(error, 'email')).toBe('Later');
    expect(retryAfterSeconds(error)).toBe(42);
    expect(errorDetail(error, 'shortfall')).toBe(5);
  });

  it('tells the app about a 401, except for a background request', async () => {
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'No' } });
    const { api, onUnauthenticated } = client();
    expect(errorCode(await failure(api.request('/profile', { schema: z.null() })))).toBe('UNAUTHENTICATED');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    await failure(api.request('/ticket', { method: 'POST', background: true, schema: z.null() }));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('reports a request that never got an answer as a network error, and a non-JSON failure as INTERNAL', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(isNetworkError(await failure(client().api.request('/profile', { schema: z.null() })))).toBe(true);
    stubFetch({ status: 502, body: '<h1>Bad gateway</h1>' });
    const error = await failure(client().api.request('/profile', { schema: z.null() }));
    expect([errorStatus(error), errorCode(error)]).toEqual([502, 'INTERNAL']);
  });

  it('leaves an abort as the browser’s AbortError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    const error = await failure(client().api.request('/profile', { schema: z.null() }));
    expect(error).toBeInstanceOf(DOMException);
    expect(isNetworkError(error)).toBe(false);
  });
});
