import { useSyncExternalStore } from 'react';
import { setOpenAccountId } from './open-account';

// docs/product/account.md: the bearer token is `token`; "remember me" keeps it in localStorage, otherwise in
// sessionStorage so it ends with the browser session (the server also expires it sooner, docs/product/account.md).
export const TOKEN_STORAGE_KEY = 'token';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function read(storage: Storage): string | null {
  try {
    return storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(localStorage) ?? read(sessionStorage);
}

/** Logged in means a token is stored (docs/product/account.md). */
export const hasToken = (): boolean => getToken() !== null;

export function storeToken(token: string, remember: boolean): void {
  isEndingOnPurpose = false;
  isRefused = false;
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(TOKEN_STORAGE_KEY);
  keep.setItem(TOKEN_STORAGE_KEY, token);
  // A new sign-in starts in the person's own account.
  setOpenAccountId(null);
  notify();
}

/**
 * Set when the customer ends their own session (deleting the account), until a next login: the server ends every
 * session the moment it agrees, so a request of the open screen (the live stream's reconnection, a poll) may get a
 * 401, and the private screens' guard sees the token go, before the app has gone home. Neither may move the page
 * away from the screen that says what happened.
 */
let isEndingOnPurpose = false;

/** Runs the request that ends this session; if it is refused, the session goes on as before. */
export async function endSessionWith<T>(request: () => Promise<T>): Promise<T> {
  isEndingOnPurpose = true;
  try {
    return await request();
  } catch (error) {
    isEndingOnPurpose = false;
    throw error;
  }
}

/** The session was ended by the customer's own act (see endSessionWith): a 401 or a vanished token is no news. */
export const isSessionEndedOnPurpose = (): boolean => isEndingOnPurpose;

/**
 * Set when the server refused the session (a 401), until a next login: the API client drops the token and sends
 * the browser to the site root. The private screens' guard sees the token go first and must not move the page to
 * /login meanwhile (the browser's way to the root would land on top of it).
 */
let isRefused = false;

/** The API client's answer to a 401, before it leaves for the site root: the token goes, the guard stays put. */
export function dropRefusedSession(): void {
  isRefused = true;
  clearToken();
}

/** The server refused the session and the browser is on its way to the site root (see dropRefusedSession). */
export const isSessionRefused = (): boolean => isRefused;

/** For the test set-up: component test files share a worker's modules, so each file starts with no session ending. */
export function forgetSessionEnding(): void {
  isEndingOnPurpose = false;
  isRefused = false;
}

/** Removes the token from both storages (docs/product/account.md: logout and every 401). */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  setOpenAccountId(null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage; follow it.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/** Re-renders when the token is stored or removed. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
