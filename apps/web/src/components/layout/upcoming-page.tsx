import { useTranslation } from 'react-i18next';
import { Page } from './page';
import styles from './upcoming-page.module.css';

/** A route whose screen is not built yet: its title, back link and a short note, translated. */
export function UpcomingPage({ titleKey, backTo }: { titleKey: string; backTo?: string }) {
  const { t } = useTranslation('common');
  return (
    <Page title={t(titleKey)} {...(backTo ? { backTo } : {})}>
      <p className={styles.note}>{t('upcoming')}</p>
    </Page>
  );
}
