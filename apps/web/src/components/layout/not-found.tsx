import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkButton } from '../ui/link-button';
import styles from './not-found.module.css';
import { Page } from './page';

/** docs/product/overview.md: any unknown path answers a 404 page with a link home: this one button, without the page's back link. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('not_found.title')} hasBackLink={false}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <p className={styles.text}>{t('not_found.text')}</p>
      <LinkButton to={paths.home.path} isBlock>
        {t('not_found.home_link')}
      </LinkButton>
    </Page>
  );
}
