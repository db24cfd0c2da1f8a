import { apiPaths } from '@portal/contracts';
import { stubFetch } from '@/test/render';
import { ApiError, apiRequest, NETWORK_ERROR } from './api-client';
import { browserLocation } from './browser-location';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the stored token and the UI language, and answers the envelope', async () => {
    localStorage.setItem('token', 'secret-token');
    localStorage.setItem('selectedLang', 'uzc');
    const calls = stubFetch({ body: { status: true, data: { id: 7 } } });

    const answer = await apiRequest<{ id: number }>(apiPaths.profile);

    expect(answer.data).toEqual({ id: 7 });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/client/user/profile');
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toBe('uz-Cyrl');
  });

  it('sends a fresh Idempotency-Key with each money-moving request, and none with the others', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    await apiRequest('/api/client/user/payment/merchant/create-invoice', {
      method: 'POST',
      body: {},
      idempotent: true,
    });
    await apiRequest('/api/client/user/payment/merchant/create-invoice', {
      method: 'POST',
      body: {},
      idempotent: true,
    });
    await apiRequest(apiPaths.profile);
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const calls = stubFetch({ body: { status: true, data: null } });
    await apiRequest(apiPaths.profile);
    const headers = calls[0]?.init.headers as Record<string, string> | undefined;
    expect(headers).toBeDefined();
    expect(headers?.Authorization).toBeUndefined();
  });

  it('throws ApiError with the code and field errors of a failure envelope', async () => {
    stubFetch({
      status: 422,
      body: { status: false, code: 'VALIDATION_FAILED', message: 'Bad', errors: { email: ['Email band!'] } },
    });

    const error = await apiRequest(apiPaths.register, { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      errors: { email: ['Email band!'] },
    });
    expect((error as ApiError).fieldError('email')).toBe('Email band!');
  });

  it("carries a refusal's Retry-After, so a form can show the wait", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: false, code: 'RATE_LIMITED', message: 'Wait' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
          }),
      ),
    );
    const error = await apiRequest(apiPaths.register, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('on any 401 removes the token from both storages and goes to the site root', async () => {
    localStorage.setItem('token', 'remembered');
    sessionStorage.setItem('token', 'browser-only');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });

    await expect(apiRequest(apiPaths.profile)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });

    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leaves a 401 of a background request to the caller: the token stays and the page does not move', async () => {
    localStorage.setItem('token', 'remembered');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });

    await expect(apiRequest(apiPaths.profile, { method: 'POST', background: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });

    expect(localStorage.getItem('token')).toBe('remembered');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a request that never got an answer as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest(apiPaths.profile)).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('turns a non-JSON server failure into an INTERNAL error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(apiRequest(apiPaths.profile)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});
