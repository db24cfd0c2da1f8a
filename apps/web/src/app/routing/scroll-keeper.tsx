import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** Each history entry's scroll position (by `location.key`), in sessionStorage so a reload keeps it. */
export const SCROLL_STORAGE_KEY = 'scrollPositions';
// Enough for a long session's back button; the oldest entries go first.
const KEPT_ENTRIES = 100;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  const kept = Object.entries(positions).slice(-KEPT_ENTRIES);
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (a private window): positions are then kept for this page's life only.
  }
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The scrolling a browser does for whole pages, for the app's own navigations: a new page starts at the top,
 * back and forward return to where that entry was left (after a reload too), a change of the query alone
 * (filters, pagination) keeps the position, and a link with a hash scrolls to its target.
 */
export function ScrollKeeper() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const current = useRef<Location | null>(null);

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    // The position is noted as it changes: by the time the next screen renders, the page may have shrunk.
    const note = () => {
      if (current.current && positions.current) positions.current[current.current.key] = window.scrollY;
    };
    const save = () => positions.current && writePositions(positions.current);
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const previous = current.current;
    current.current = location;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      // Back, forward or a reload: where this entry was left.
      window.scrollTo(0, saved);
    } else if (location.hash && scrollToHash(location.hash)) {
      // A link to a part of the page (on the first render too: the browser looked before the screen was there).
    } else if (previous && (navigationType === 'POP' || previous.pathname !== location.pathname)) {
      window.scrollTo(0, 0);
    }
    if (previous) writePositions(positions.current);
  }, [location, navigationType]);

  return null;
}
