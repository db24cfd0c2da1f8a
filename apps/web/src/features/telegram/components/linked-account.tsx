import type { TelegramStatus } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { isLanguage } from '@/lib/language';
import { useUnlinkTelegram } from '../api/unlink-telegram';
import styles from './telegram.module.css';

/** "Connected": who is linked and since when, and unlinking after a confirmation. */
export function LinkedAccount({ status }: { status: TelegramStatus }) {
  const { t, i18n } = useTranslation('telegram');
  const lang = isLanguage(i18n.language) ? i18n.language : 'uz';
  const unlink = useUnlinkTelegram();
  const [isConfirming, setIsConfirming] = useState(false);
  const account = [status.telegram_name, status.telegram_username ? `@${status.telegram_username}` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card className={styles.stack} data-testid="telegram-connected">
      <p className={styles.state}>
        <span className={styles.dotOn} aria-hidden="true" />
        {t('connected.status')}
      </p>
      <dl className={styles.details}>
        <dt>{t('connected.account')}</dt>
        <dd>{account}</dd>
        {status.linked_at && (
          <>
            <dt>{t('connected.linked_at')}</dt>
            <dd>{formatDateTime(status.linked_at, lang)}</dd>
          </>
        )}
        {status.bot_username && (
          <>
            <dt>{t('connected.bot')}</dt>
            <dd>@{status.bot_username}</dd>
          </>
        )}
      </dl>
      <p className={styles.muted}>{t('connected.features')}</p>
      {unlink.isError && <Alert variant="danger">{t('connected.unlink_failed')}</Alert>}
      {isConfirming ? (
        <fieldset className={styles.confirm}>
          <legend className={styles.question}>{t('connected.confirm_question')}</legend>
          <div className={styles.actions}>
            <Button variant="danger" isBusy={unlink.isPending} onClick={() => unlink.mutate()}>
              {t('connected.confirm')}
            </Button>
            <Button variant="secondary" disabled={unlink.isPending} onClick={() => setIsConfirming(false)}>
              {t('connected.cancel')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            {t('connected.unlink')}
          </Button>
        </div>
      )}
    </Card>
  );
}
