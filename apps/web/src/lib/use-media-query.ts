import { useCallback, useSyncExternalStore } from 'react';

/** The desktop layout's breakpoint; the CSS media queries use the same width. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const matcherOf = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a media query matches, following changes (window resized, device rotated). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const matcher = matcherOf(query);
      matcher?.addEventListener('change', onChange);
      return () => matcher?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matcherOf(query)?.matches ?? false,
    () => false,
  );
}
