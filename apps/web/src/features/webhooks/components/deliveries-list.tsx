import type { WebhookDelivery, WebhookEndpoint } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDeliveries, useResendDelivery } from '../api/webhooks-api';
import styles from './webhooks.module.css';

/** An endpoint's deliveries, newest first, more on demand: event, outcome, answer code, time, attempts; each can be sent again. */
export function DeliveriesList({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useDeliveries(endpoint.id, true);
  const resend = useResendDelivery();
  const [failure, setFailure] = useState<string | null>(null);
  const again = async (delivery: WebhookDelivery) => {
    setFailure(null);
    try {
      await resend.mutateAsync({ id: endpoint.id, deliveryId: delivery.id });
    } catch (error) {
      setFailure(errorText(t, error, t('action_failed')));
    }
  };
  const language = currentLanguage();
  const shown = deliveries.data?.pages.flatMap((page) => page.data);
  return (
    <div className={styles.deliveries}>
      <h3 className={styles.subheading}>{t('deliveries.title')}</h3>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {deliveries.isError && <Alert variant="danger">{t('load_failed')}</Alert>}
      {shown?.length === 0 && <p className={styles.muted}>{t('deliveries.empty')}</p>}
      <ul className={styles.list}>
        {shown?.map((delivery) => (
          <li key={delivery.id} className={styles.row}>
            <span className={styles.who}>
              <strong>{t(`events.${delivery.event}`, { defaultValue: delivery.event })}</strong>
              <span className={styles.muted}>
                {t(`deliveries.state.${delivery.state}`)} ·{' '}
                {delivery.last_status_code === null
                  ? t(`deliveries.error.${delivery.last_error ?? 'none'}`, {
                      defaultValue: delivery.last_error ?? '',
                    })
                  : t('deliveries.code', { code: delivery.last_status_code })}{' '}
                · {formatDateTime(delivery.last_attempt_at ?? delivery.created_at, language)} ·{' '}
                {t('deliveries.attempts', { count: delivery.attempts })}
              </span>
            </span>
            {endpoint.enabled && (
              <Button variant="secondary" onClick={() => void again(delivery)}>
                {t('deliveries.resend')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {deliveries.hasNextPage && (
        <Button
          variant="secondary"
          isBusy={deliveries.isFetchingNextPage}
          onClick={() => void deliveries.fetchNextPage()}
        >
          {t('deliveries.more')}
        </Button>
      )}
    </div>
  );
}
