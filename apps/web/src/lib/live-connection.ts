import { useSyncExternalStore } from 'react';

// Whether the live event stream is open right now. Tiny on purpose: the header's badge, in the
// entry chunk, reads it to stop polling while events arrive; the client that opens the stream
// (lib/live-events.ts) loads only with the cabinet.

let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of listeners) listener();
}

export const isLiveConnected = (): boolean => connected;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the stream is open: queries it keeps fresh stop polling (polling is the fallback). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribe, isLiveConnected, () => false);
}

/** A poll interval that pauses while the live stream is open. */
export const unlessLive = (isConnected: boolean, intervalMs: number | false): number | false =>
  isConnected ? false : intervalMs;
