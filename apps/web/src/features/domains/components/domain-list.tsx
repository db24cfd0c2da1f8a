import type { Domain } from '@portal/contracts';
import { Alert, Card } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { domainDetailHref, paths } from '@/config/paths';
import { useDomains } from '../api/get-domains';
import { domainLifeFacts } from './domain-status';
import styles from './domains.module.css';

/** /domen/mydomen: each domain with its state and expiry; the empty state invites a search. */
export function DomainList() {
  const { t } = useTranslation('domains');
  const { data, isPending, isError } = useDomains();
  const domains = data?.domains ?? [];
  return (
    <div className={styles.stack}>
      {isPending ? (
        <p className={styles.muted} aria-busy="true" />
      ) : isError ? (
        <Alert variant="danger">{t('list.load_failed')}</Alert>
      ) : domains.length === 0 ? (
        <Card className={styles.card}>
          <p>{t('list.empty')}</p>
        </Card>
      ) : (
        <ul className={`${styles.list} ${styles.results}`} aria-label={t('list.label')}>
          {domains.map((domain) => (
            <DomainCard key={domain.id} domain={domain} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <LinkButton to={paths.domains.path}>{t('list.buy')}</LinkButton>
        <LinkButton to={paths.domainTransfer.path} variant="secondary">
          {t('list.transfer')}
        </LinkButton>
      </div>
    </div>
  );
}

function DomainCard({ domain }: { domain: Domain }) {
  const { t } = useTranslation('domains');
  const titleId = `domain-${domain.id}`;
  const rows: [string, ReactNode][] = [
    ...domainLifeFacts(domain, t),
    [t('facts.auto_renew'), domain.auto_renew ? t('facts.on') : t('facts.off')],
  ];
  return (
    <Card as="li" className={styles.card} aria-labelledby={titleId} data-testid="domain">
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={domainDetailHref(domain.id)}>{domain.display_name}</Link>
      </h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
