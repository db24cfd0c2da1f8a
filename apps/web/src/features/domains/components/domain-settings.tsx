import type { DomainDetail } from '@portal/contracts';
import { errorTextWithFields } from '@portal/web-kit/errors';
import { Alert, Button, Card, Checkbox } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSetDomainAutoRenew, useTransferCode } from '../api/domain-mutations';
import styles from './domains.module.css';

/** Auto-renewal from the balance, and the transfer code for moving a gTLD to another registrar. */
export function DomainSettings({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const autoRenew = useSetDomainAutoRenew(domain.id);
  const transferCode = useTransferCode(domain.id);
  // Shows the requested state while the request runs, then the server's.
  const isChecked = autoRenew.isPending ? Boolean(autoRenew.variables) : domain.auto_renew;
  const canRenew = domain.status === 'active' || domain.status === 'grace';
  return (
    <Card as="section" className={styles.card} aria-labelledby="domain-settings">
      <h2 id="domain-settings" className={styles.cardTitle}>
        {t('settings.title')}
      </h2>
      {canRenew && (
        <>
          <Checkbox
            label={t('settings.auto_renew')}
            checked={isChecked}
            disabled={autoRenew.isPending}
            onChange={(event) => autoRenew.mutate(event.target.checked)}
          />
          <p className={styles.muted}>{t('settings.auto_renew_hint')}</p>
          {autoRenew.isError && <Alert variant="danger">{t('settings.auto_renew_failed')}</Alert>}
          {/* What the switch did, said as the state the domain is in now. */}
          {autoRenew.isSuccess && domain.expires_at && (
            <Alert variant="success">
              {t(domain.auto_renew ? 'settings.auto_renew_on' : 'settings.auto_renew_off', {
                date: formatDate(domain.expires_at, currentLanguage()),
              })}
            </Alert>
          )}
        </>
      )}
      {domain.manual ? (
        <p className={styles.muted}>{t('settings.transfer_manual')}</p>
      ) : (
        domain.status === 'active' && (
          <div className={styles.stack}>
            <Button variant="secondary" onClick={() => transferCode.mutate()} isBusy={transferCode.isPending}>
              {t('settings.transfer_code')}
            </Button>
            {transferCode.data && (
              <p>
                {t('settings.transfer_code_is')} <code className={styles.code}>{transferCode.data}</code>
              </p>
            )}
            {transferCode.isError && (
              <Alert variant="danger">
                {errorTextWithFields(t, transferCode.error, t('settings.transfer_code_failed'))}
              </Alert>
            )}
          </div>
        )
      )}
    </Card>
  );
}
