import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useTelegramStatus } from '../api/get-telegram-status';
import { LinkCode } from './link-code';
import { LinkedAccount } from './linked-account';
import styles from './telegram.module.css';

/** The /user/tg page: not available, not connected (code and bot link), or connected (with unlink). */
export function TelegramLink() {
  const { t } = useTranslation('telegram');
  const status = useTelegramStatus();

  if (status.isPending) {
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  }
  if (status.isError) {
    return (
      <div className={styles.stack}>
        <Alert variant="danger">{t('load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { data } = status;
  if (!data.available) {
    return (
      <Card className={styles.stack} data-testid="telegram-unavailable">
        <h2 className={styles.heading}>{t('unavailable.title')}</h2>
        <p className={styles.muted}>{t('unavailable.text')}</p>
      </Card>
    );
  }
  if (data.connected) return <LinkedAccount status={data} />;
  return <LinkCode botUsername={data.bot_username ?? ''} />;
}
