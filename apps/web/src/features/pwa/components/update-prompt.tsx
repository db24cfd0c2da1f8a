import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from './pwa.module.css';

/**
 * A new version of the portal waits: reloading now swaps it in. It does not take the focus (the customer may be
 * typing); it is announced politely and its buttons come last in the tab order.
 */
export function UpdatePrompt({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.prompt} aria-label={t('app_update.label')}>
      <p className={styles.promptText} role="status">
        {t('app_update.text')}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDismiss}>
          {t('app_update.dismiss')}
        </Button>
        <Button onClick={onReload}>{t('app_update.reload')}</Button>
      </div>
    </section>
  );
}
