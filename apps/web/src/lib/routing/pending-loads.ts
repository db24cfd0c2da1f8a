import { useSyncExternalStore } from 'react';

// How many screen modules (a lazy screen, a guard, the cabinet's frame) are downloading: the route overlay stays
// up while any is, since a navigation to a screen not yet loaded keeps the old one painted until it arrives.
let pending = 0;
const listeners = new Set<() => void>();

// A load starts during a render; telling the overlay in a microtask keeps a state update out of that render.
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts `promise` as pending until it settles; returns it. */
export function trackLoad<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  promise.then(settle, settle);
  return promise;
}

/** The number of screen modules downloading now (0 in a prerender and while hydrating, which wait for them). */
export const usePendingLoads = (): number =>
  useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
