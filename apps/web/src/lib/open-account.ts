import { useSyncExternalStore } from 'react';

// The account a team member has open in this tab (null: their own). Kept in sessionStorage, so each tab may work
// in another account and a new browser session starts in one's own. The API client sends it as X-Account-Id.
export const OPEN_ACCOUNT_STORAGE_KEY = 'open_account';

const listeners = new Set<() => void>();

export function getOpenAccountId(): number | null {
  try {
    const stored = Number(sessionStorage.getItem(OPEN_ACCOUNT_STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Opens another account (or one's own with null); every query then reads the open account. */
export function setOpenAccountId(accountId: number | null): void {
  if (accountId === null) sessionStorage.removeItem(OPEN_ACCOUNT_STORAGE_KEY);
  else sessionStorage.setItem(OPEN_ACCOUNT_STORAGE_KEY, String(accountId));
  for (const listener of listeners) listener();
}

let wasClosed = false;

/**
 * The open account refused this person (the owner removed them): back to their own account, remembering to tell
 * them once (`takeAccountClosed`).
 */
export function closeOpenAccount(): void {
  wasClosed = true;
  setOpenAccountId(null);
}

/** Whether the open account was closed on the person since last asked; asking forgets it. */
export function takeAccountClosed(): boolean {
  const closed = wasClosed;
  wasClosed = false;
  return closed;
}

/** Whether a closed account waits to be told (read without forgetting, for rendering). */
const isAccountClosedPending = (): boolean => wasClosed;

export const useAccountClosedPending = (): boolean =>
  useSyncExternalStore(subscribe, isAccountClosedPending, () => false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useOpenAccountId = (): number | null =>
  useSyncExternalStore(subscribe, getOpenAccountId, () => null);
