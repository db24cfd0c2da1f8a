import type { WebhookEndpoint } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteWebhook, useRevealSecret, useSendTestEvent, useUpdateWebhook } from '../api/webhooks-api';
import { DeliveriesList } from './deliveries-list';
import { EndpointForm } from './endpoint-form';
import { SecretValue } from './secret-value';
import styles from './webhooks.module.css';

/** One endpoint: its state, its events, and what the owner can do with it. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestEvent();
  const reveal = useRevealSecret();
  const act = async (run: () => Promise<unknown>, done?: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await run();
      if (done) setNotice(done);
    } catch (error) {
      setFailure(errorText(t, error, t('action_failed')));
    }
  };
  const toggle = () =>
    act(() =>
      update.mutateAsync({
        id: endpoint.id,
        body: {
          url: endpoint.url,
          events: endpoint.events,
          description: endpoint.description,
          enabled: !endpoint.enabled,
        },
      }),
    );
  if (isEditing) {
    return <EndpointForm endpoint={endpoint} onDone={() => setIsEditing(false)} />;
  }
  const state = endpoint.enabled ? 'on' : endpoint.disabled_reason === 'failing' ? 'failing' : 'off';
  return (
    <Card as="section" className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.url} translate="no">
        {endpoint.url}
      </h2>
      <p className={styles.text}>
        <span className={styles[`state_${state}`]}>{t(`state.${state}`)}</span>
        {endpoint.description && <> · {endpoint.description}</>}
      </p>
      <p className={styles.muted}>{endpoint.events.map((event) => t(`events.${event}`)).join(', ')}</p>
      {endpoint.last_success_at && (
        <p className={styles.muted}>
          {t('last_success', { date: formatDateTime(endpoint.last_success_at, currentLanguage()) })}
        </p>
      )}
      {failure && <Alert variant="danger">{failure}</Alert>}
      {notice && <Alert variant="success">{notice}</Alert>}
      {reveal.data && <SecretValue secret={reveal.data} />}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void toggle()}>
          {endpoint.enabled ? t('actions.disable') : t('actions.enable')}
        </Button>
        <Button variant="secondary" onClick={() => setIsEditing(true)}>
          {t('actions.edit')}
        </Button>
        {!reveal.data && (
          <Button variant="secondary" onClick={() => void act(() => reveal.mutateAsync(endpoint.id))}>
            {t('actions.show_secret')}
          </Button>
        )}
        {endpoint.enabled && (
          <Button
            variant="secondary"
            onClick={() => void act(() => sendTest.mutateAsync(endpoint.id), t('test_queued'))}
          >
            {t('actions.test')}
          </Button>
        )}
        <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
          {t('actions.deliveries')}
        </Button>
        <Button variant="danger" onClick={() => void act(() => remove.mutateAsync(endpoint.id))}>
          {t('actions.delete')}
        </Button>
      </div>
      {isOpen && <DeliveriesList endpoint={endpoint} />}
    </Card>
  );
}
