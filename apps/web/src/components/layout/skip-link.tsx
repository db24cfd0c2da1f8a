import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

export const MAIN_ID = 'main';

/**
 * The first stop of the Tab key on every page: past the header (and the cabinet menu) to the page itself.
 * Focus is moved by hand instead of following #main, so the router sees no navigation and the address stays.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`} onClick={handleClick}>
      {t('nav.skip_to_content')}
    </a>
  );
}
