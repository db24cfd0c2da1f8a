import { Button } from '@portal/web-kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '@/lib/browser-location';
import { OfflineIcon } from './offline-banner';
import styles from './pwa.module.css';

/** What the cached app shell shows when a page was opened without network (the worker's offline answer). */
export function OfflineScreen() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${t('offline.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <main className={styles.offline} id="main">
      <section className={styles.card} aria-labelledby="offline-title">
        <OfflineIcon className={styles.bigIcon} />
        <h1 id="offline-title" className={styles.title}>
          {t('offline.title')}
        </h1>
        <p className={styles.text}>{t('offline.text')}</p>
        <Button isBlock onClick={() => browserLocation.reload()}>
          {t('offline.retry')}
        </Button>
      </section>
    </main>
  );
}
