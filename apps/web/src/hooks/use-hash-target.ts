import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #fragment names into view, and focus, once `ready`. React Router scrolls to
 * a fragment when it navigates, before a list that a query loads is there: a link to one order
 * (`/my_orders#order-5`, from the account deletion's blockers) opened the top of the list instead.
 */
export function useHashTarget(ready: boolean): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is a new visit to the same address.
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [ready, hash, key]);
}
