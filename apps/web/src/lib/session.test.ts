import { clearToken, getToken, hasToken, storeToken } from './session';

describe('session token storage', () => {
  it('keeps a remembered token in localStorage only', () => {
    sessionStorage.setItem('token', 'old');
    storeToken('long-lived', true);
    expect(localStorage.getItem('token')).toBe('long-lived');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('long-lived');
  });

  it('keeps a browser-session token in sessionStorage only', () => {
    localStorage.setItem('token', 'old');
    storeToken('short-lived', false);
    expect(sessionStorage.getItem('token')).toBe('short-lived');
    expect(localStorage.getItem('token')).toBeNull();
    expect(hasToken()).toBe(true);
  });

  it('clears both storages', () => {
    localStorage.setItem('token', 'a');
    sessionStorage.setItem('token', 'b');
    clearToken();
    expect(hasToken()).toBe(false);
  });
});
