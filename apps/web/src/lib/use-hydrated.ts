import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the build's prerender and while React hydrates a prerendered page, true once the browser's React owns
 * the page (at once when it renders from scratch).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
