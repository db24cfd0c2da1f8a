import { WEBHOOK_ENDPOINTS_MAX } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhooks } from '../api/webhooks-api';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretValue } from './secret-value';
import { VerifySnippet } from './verify-snippet';
import styles from './webhooks.module.css';

/** The owner's webhooks: the endpoints with their deliveries, the form to add one, and how to check a signature. */
export function WebhooksScreen() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks();
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const count = webhooks.data?.length ?? 0;
  return (
    <div className={styles.screen}>
      <p className={styles.muted}>{t('intro')}</p>
      {webhooks.isError && <Alert variant="danger">{t('load_failed')}</Alert>}
      {newSecret && (
        <Alert variant="success">
          <p className={styles.text}>{t('secret.created')}</p>
          <SecretValue secret={newSecret} />
        </Alert>
      )}
      {webhooks.data?.length === 0 && <p className={styles.text}>{t('empty')}</p>}
      {webhooks.data?.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} />
      ))}
      {webhooks.isSuccess && count < WEBHOOK_ENDPOINTS_MAX && <EndpointForm onCreated={setNewSecret} />}
      {count >= WEBHOOK_ENDPOINTS_MAX && (
        <p className={styles.muted}>{t('limit', { count: WEBHOOK_ENDPOINTS_MAX })}</p>
      )}
      <VerifySnippet />
    </div>
  );
}
