// The staff token lives in sessionStorage: it ends with the tab, and the server ends it after 30 idle minutes.
const KEY = 'portal-console-token';

export const getToken = (): string | null => sessionStorage.getItem(KEY);
export const setToken = (token: string): void => sessionStorage.setItem(KEY, token);
export const clearToken = (): void => sessionStorage.removeItem(KEY);
