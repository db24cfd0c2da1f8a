import { useFocusOnPageChange } from '@portal/web-kit/ui';
import { useLocation } from 'react-router';

/** Focus to the new section's `<h1>` in `<main>` (a lazy section's heading is waited for) after every change of page. */
export function useFocusAfterNavigation(mainId: string) {
  useFocusOnPageChange(useLocation().pathname, {
    title: () => document.getElementById(mainId)?.querySelector<HTMLElement>('h1') ?? null,
    main: () => document.getElementById(mainId),
  });
}
