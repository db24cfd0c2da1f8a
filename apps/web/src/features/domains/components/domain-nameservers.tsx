import type { DomainDetail } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetNameservers } from '../api/domain-mutations';
import { failureText, fieldMessage } from './domain-errors';
import styles from './domains.module.css';
import { NameserverChoice, type NameserverValue, nameserverRequest } from './nameserver-choice';

/** The current name servers, and a form to point the domain at my hosting order or at my own list. */
export function DomainNameservers({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation(['domains', 'validation']);
  const [value, setValue] = useState<NameserverValue>();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const save = useSetNameservers(domain.id);
  const canChange = ['active', 'grace'].includes(domain.status) && domain.open_operation === null;

  const startEditing = () => {
    setResult(undefined);
    setError(undefined);
    setValue({
      mode: domain.hosting_order_id ? 'hosting' : 'custom',
      hostingOrderId: domain.hosting_order_id ?? undefined,
      text: domain.nameservers.join('\n'),
    });
  };

  const handleSave = async () => {
    if (!value) return;
    const request = nameserverRequest(value);
    if ('error' in request) return setError(t(`validation:${request.error}`));
    if (!request.request) return;
    setError(undefined);
    try {
      await save.mutateAsync(request.request);
      setValue(undefined);
      setResult({ ok: true, text: t(domain.manual ? 'nameservers.saved_manual' : 'nameservers.saved') });
    } catch (failure) {
      const message = fieldMessage(failure, 'nameservers') ?? fieldMessage(failure, 'hosting_order_id');
      if (message) setError(message);
      else setResult({ ok: false, text: failureText(failure, t, t('nameservers.failed')) });
    }
  };

  return (
    <Card as="section" className={styles.card} aria-labelledby="domain-nameservers">
      <h2 id="domain-nameservers" className={styles.cardTitle}>
        {t('nameservers.title')}
      </h2>
      {domain.nameservers.length > 0 ? (
        <ul className={styles.nsList} aria-label={t('nameservers.current')}>
          {domain.nameservers.map((host) => (
            <li key={host}>{host}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>—</p>
      )}
      {domain.hosting_order_id !== null && (
        <p className={styles.muted}>{t('nameservers.points_at', { id: domain.hosting_order_id })}</p>
      )}
      {value ? (
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <NameserverChoice
            value={value}
            onChange={setValue}
            error={error}
            modes={['hosting', 'custom']}
            legend={t('nameservers.new_legend')}
          />
          <div className={styles.actions}>
            <Button type="submit" isBusy={save.isPending}>
              {t('nameservers.save')}
            </Button>
            <Button variant="secondary" onClick={() => setValue(undefined)} disabled={save.isPending}>
              {t('renew.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        canChange && (
          <Button variant="secondary" onClick={startEditing}>
            {t('nameservers.edit')}
          </Button>
        )
      )}
      {result && <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert>}
    </Card>
  );
}
