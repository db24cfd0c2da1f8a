import type { DomainDetail } from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FlashNotice } from '@/components/ui/flash-notice';
import { LinkButton } from '@/components/ui/link-button';
import { newSupportTicketHref } from '@/config/paths';
import { useDomain } from '../api/get-domains';
import { DomainHistory } from './domain-history';
import { DomainNameservers } from './domain-nameservers';
import { DomainRenew, DomainRestore } from './domain-renew';
import { DomainSettings } from './domain-settings';
import { DomainStateNote } from './domain-state-note';
import { domainLifeFacts } from './domain-status';
import styles from './domains.module.css';

/** /domen/mydomen/:id: one of my domains (another customer's answers 404, shown as "not found"). */
export function DomainDetailScreen() {
  const { t } = useTranslation('domains');
  const id = Number(useParams().id);
  const query = useDomain(Number.isInteger(id) && id > 0 ? id : undefined);
  if (!Number.isInteger(id) || id <= 0 || query.isError)
    return <Alert variant="warning">{t('detail.not_found')}</Alert>;
  if (!query.data) return <p className={styles.muted} aria-busy="true" />;
  return <DomainDetailView domain={query.data} />;
}

export function DomainDetailView({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation('domains');
  const rows: [string, ReactNode][] = [
    ...domainLifeFacts(domain, t),
    [t('facts.registrar'), domain.manual ? t('facts.registrar_manual') : t('facts.registrar_api')],
  ];
  const canRenew = domain.status === 'active' || domain.status === 'grace';
  return (
    <div className={styles.stack}>
      <FlashNotice describes={domain.status} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Card as="section" className={styles.card} aria-labelledby="domain-title">
            <h2 id="domain-title" className={styles.cardTitle}>
              {domain.display_name}
            </h2>
            <dl className={styles.facts}>
              {rows.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <DomainStateNote domain={domain} />
            <div>
              <LinkButton to={newSupportTicketHref({ kind: 'domain', id: domain.id })} variant="ghost">
                {t('detail_ask_support')}
              </LinkButton>
            </div>
          </Card>
          <DomainNameservers domain={domain} />
          {canRenew && <DomainSettings domain={domain} />}
        </div>
        <div className={styles.stack}>
          {canRenew && <DomainRenew domain={domain} />}
          {domain.status === 'redemption' && <DomainRestore domain={domain} />}
          <DomainHistory domain={domain} />
        </div>
      </div>
    </div>
  );
}
