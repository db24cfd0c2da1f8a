import { useEffect, useRef } from 'react';

/** A lazy page may still be loading its code or texts: its heading is waited for this long. */
const WAIT_FOR_TITLE_MS = 3000;

/** A field being typed in keeps focus: a page that writes its state into the address is not a new page. */
const isTyping = () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.isConnected) return false;
  return (
    active.isContentEditable ||
    active.matches('input:not([type=button]):not([type=submit]), textarea, select')
  );
};

/**
 * After every change of page (a new `pathname`) the keyboard starts on the new page's heading, or the main area
 * for a page without one, whichever way the page was reached: a menu link that stayed focused would leave a
 * keyboard user Tabbing through the whole menu again, and a redirect after a form drops focus to <body>. The
 * heading is focusable by script only (tabindex -1); the ring shows for the keyboard alone (:focus-visible), so a
 * mouse click gets no flash. Screen readers read the heading, which names the new page. The first page of a visit
 * is left where the browser put the visitor.
 */
export function useFocusOnPageChange(
  pathname: string,
  target: { title: () => HTMLElement | null; main: () => HTMLElement | null },
) {
  const isFirst = useRef(true);
  const targetRef = useRef(target);
  targetRef.current = target;
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!pathname || isTyping()) return;
    const startedAt = performance.now();
    let frame = 0;
    const focusTitle = () => {
      const title = targetRef.current.title();
      if (title) {
        if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
        title.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - startedAt < WAIT_FOR_TITLE_MS) frame = requestAnimationFrame(focusTitle);
      else targetRef.current.main()?.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focusTitle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
