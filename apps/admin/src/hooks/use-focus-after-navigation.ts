import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A lazy section may still be loading its code or data: its heading is waited for this long. */
const WAIT_FOR_TITLE_MS = 3000;

const isTyping = () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.isConnected) return false;
  return (
    active.isContentEditable ||
    active.matches('input:not([type=button]):not([type=submit]), textarea, select')
  );
};

/**
 * After every change of page the keyboard starts on the new page's heading (the page's `<h1>` in `<main>`), not
 * in the section list it came from, nor at the top of the document after a redirect took the focused control
 * away. The heading becomes focusable by script only; the ring shows for the keyboard alone (:focus-visible). A
 * field being typed in keeps focus (filters write themselves into the address).
 */
export function useFocusAfterNavigation(mainId: string) {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!pathname || isTyping()) return;
    const startedAt = performance.now();
    let frame = 0;
    const focusTitle = () => {
      const main = document.getElementById(mainId);
      const title = main?.querySelector<HTMLElement>('h1');
      if (title) {
        if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
        title.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - startedAt < WAIT_FOR_TITLE_MS) frame = requestAnimationFrame(focusTitle);
      else main?.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusTitle);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
