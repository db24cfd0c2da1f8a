import { apiPaths, noDataSchema } from '@portal/contracts';
import { errorCode } from '@portal/web-kit/api';
import { z } from 'zod';
import { stubFetch } from '@/test/render';
import { apiRequest } from './api-client';
import { browserLocation } from './browser-location';
import { clearToken, endSessionWith, storeToken } from './session';

afterEach(() => vi.unstubAllGlobals());

// The kit's client is tested in the kit; here, what the portal configures: the stored token and language, and
// the answer to a 401 (docs/product/overview.md).
describe('the portal’s API client', () => {
  it('sends the stored token and the stored language', async () => {
    localStorage.setItem('token', 'secret-token');
    localStorage.setItem('selectedLang', 'uzc');
    const calls = stubFetch({ body: { status: true, data: { id: 7 } } });
    const schema = z.object({ id: z.number() });
    expect((await apiRequest(apiPaths.profile, { schema })).data).toEqual({ id: 7 });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toBe('uz-Cyrl');
  });

  it('on any 401 removes the token from both storages and goes to the site root', async () => {
    localStorage.setItem('token', 'remembered');
    sessionStorage.setItem('token', 'browser-only');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });
    const error = await apiRequest(apiPaths.profile, { schema: noDataSchema }).catch(
      (caught: unknown) => caught,
    );
    expect(errorCode(error)).toBe('UNAUTHENTICATED');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('leaves a 401 of a background request to the caller: the token stays and the page does not move', async () => {
    localStorage.setItem('token', 'remembered');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });
    await apiRequest(apiPaths.profile, { method: 'POST', background: true, schema: noDataSchema }).catch(
      () => undefined,
    );
    expect(localStorage.getItem('token')).toBe('remembered');
    expect(assign).not.toHaveBeenCalled();
  });

  it('while the customer ends the session on purpose, a 401 of another request keeps the page; a refusal ends that', async () => {
    localStorage.setItem('token', 'leaving');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });
    // The deletion was agreed; the live stream's reconnection gets its 401 before the app has gone home.
    await endSessionWith(async () => undefined);
    await apiRequest(apiPaths.profile, { schema: noDataSchema }).catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('leaving');

    // Once the app has left and the customer logs in again, the next session's 401s are news again.
    clearToken();
    storeToken('next-session', true);
    await apiRequest(apiPaths.profile, { schema: noDataSchema }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('a refused deletion leaves the session as it was: its next 401 logs out', async () => {
    localStorage.setItem('token', 'staying');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await expect(endSessionWith(() => Promise.reject(new Error('wrong code')))).rejects.toThrow('wrong code');
    stubFetch({ status: 401, body: { status: false, code: 'UNAUTHENTICATED', message: 'Not authorized!' } });
    await apiRequest(apiPaths.profile, { schema: noDataSchema }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
