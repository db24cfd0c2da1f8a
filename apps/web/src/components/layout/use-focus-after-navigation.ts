import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from './skip-link';

const PAGE_TITLE_ID = 'page-title';
/** A lazy page may still be loading its code or texts: its heading is waited for this long. */
const WAIT_FOR_TITLE_MS = 3000;

/** Whether the keyboard has lost its place: nothing is focused, or the focused control left the page. */
const isFocusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * After a navigation the app made by itself (a redirect after a form, a guard sending to /login) the control
 * that had focus is gone and focus falls to <body>, so a keyboard or screen-reader user starts again from the
 * top of the document. Focus goes to the new page's heading instead (or the main area, for a page without one).
 * A navigation that leaves focus on a control still on the page (a menu link) keeps it there.
 */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    // The first page of a visit is where the browser put the visitor: its own focus order starts there.
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!pathname) return;
    const startedAt = performance.now();
    let frame = 0;
    const focusTitle = () => {
      if (!isFocusLost()) return;
      const target = document.getElementById(PAGE_TITLE_ID);
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - startedAt < WAIT_FOR_TITLE_MS) frame = requestAnimationFrame(focusTitle);
      else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusTitle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
