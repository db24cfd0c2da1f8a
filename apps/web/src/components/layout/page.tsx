import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import styles from './page.module.css';

export type PageProps = {
  title: string;
  children?: ReactNode;
  /** Where the back link goes; home by default (docs/product/overview.md: every page except home has a back-to-home link). */
  backTo?: string;
  /** A page whose own content is the way home (the 404 page) leaves out the back link: one home link, not two. */
  hasBackLink?: boolean;
  /** On a desktop, use the full width (home, news, support, the price list) instead of a readable column. */
  isWide?: boolean;
};

export function Page({ title, children, backTo, hasBackLink = true, isWide = false }: PageProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const isHome = pathname === paths.home.path;
  const target = backTo ?? paths.home.path;

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <section className={styles.page} aria-labelledby="page-title" data-wide={isWide || undefined}>
      {!isHome && hasBackLink && (
        <Link className={styles.back} to={target}>
          <span aria-hidden="true">←</span>
          {target === paths.home.path ? t('nav.back_home') : t('nav.back')}
        </Link>
      )}
      {/* Focusable by script: focus lands here after every change of page (use-focus-after-navigation.ts). */}
      <h1 id="page-title" className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
