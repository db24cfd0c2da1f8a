import { useFocusOnPageChange } from '@portal/web-kit/ui';
import { useLocation } from 'react-router';
import { MAIN_ID } from './skip-link';

const PAGE_TITLE_ID = 'page-title';

/** Focus to the new page's heading (`#page-title`, else the main area) after every change of page. */
export function useFocusAfterNavigation() {
  useFocusOnPageChange(useLocation().pathname, {
    title: () => document.getElementById(PAGE_TITLE_ID),
    main: () => document.getElementById(MAIN_ID),
  });
}
