import { useSyncExternalStore } from 'react';

// Spec §3/§4: the bearer token is `token`; "remember me" keeps it in localStorage, otherwise in
// sessionStorage so it ends with the browser session (the server also expires it sooner, DESIGN.md §2).
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

/** Logged in means a token is stored (spec §4). */
export const hasToken = (): boolean => getToken() !== null;

export function storeToken(token: string, remember: boolean): void {
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  drop.removeItem(TOKEN_STORAGE_KEY);
  keep.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

/** Removes the token from both storages (spec §4: logout and every 401). */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
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
