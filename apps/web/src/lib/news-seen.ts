import { useSyncExternalStore } from 'react';

// The home menu's news counter counts news the visitor has not seen yet. The API keeps no read state for
// news (they are public and read without an account), so this browser remembers the publish time of the
// newest item the news list has shown. Shared here because the list (news) and the counter (content) are two
// features that may not import each other.
const SEEN_KEY = 'newsSeenAt';
const listeners = new Set<() => void>();

export function readNewsSeenAt(): string | null {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers that the news up to `publishedAt` have been seen; an older time never moves the mark back. */
export function markNewsSeen(publishedAt: string): void {
  const seen = readNewsSeenAt();
  if (seen !== null && Date.parse(seen) >= Date.parse(publishedAt)) return;
  try {
    localStorage.setItem(SEEN_KEY, publishedAt);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** How many of these publish times are newer than the mark; all of them before the list was ever opened. */
export function countUnseen(publishedTimes: readonly string[], seenAt: string | null): number {
  if (seenAt === null) return publishedTimes.length;
  const mark = Date.parse(seenAt);
  return publishedTimes.filter((time) => Date.parse(time) > mark).length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that opened the list moves the mark too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useNewsSeenAt(): string | null {
  return useSyncExternalStore(subscribe, readNewsSeenAt, () => null);
}
