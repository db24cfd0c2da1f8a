import type { Site } from '@portal/contracts';
import { errorText } from '@portal/web-kit/errors';
import { Alert, Button, Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSites } from '../../api/get-sites';
import { useIssueSsl } from '../../api/site-mutations';
import hosting from '../hosting.module.css';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';
import { SslFailure, SslStateText } from './ssl-state';

/**
 * Free certificates, one card per site. The state changes on the server (Let's Encrypt checks the name), and the
 * live stream's `site_ssl` event refreshes the list, so "issuing…" becomes the outcome without a reload.
 */
export function SslTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('sites');
  const sites = useSites(orderId);
  const canChange = useCanChange(sites.data?.access);
  if (sites.isError) return <Alert variant="danger">{t('sites.load_failed')}</Alert>;
  if (!sites.data) return <p className={hosting.muted} aria-busy="true" />;
  if (sites.data.sites.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={hosting.muted}>{t('ssl.empty')}</p>
        <Link to="?tab=sites">{t('ssl.go_to_sites')}</Link>
      </div>
    );
  }
  return (
    <>
      <ReadOnlyNotice access={sites.data.access} orderId={orderId} />
      <ul className={styles.list}>
        {sites.data.sites.map((site) => (
          <SslCard key={site.name} orderId={orderId} site={site} canChange={canChange} />
        ))}
      </ul>
    </>
  );
}

function SslCard({ orderId, site, canChange }: { orderId: number; site: Site; canChange: boolean }) {
  const { t } = useTranslation('sites');
  const issue = useIssueSsl(orderId, site.name);
  const titleId = `ssl-${site.name}`;
  const canIssue = canChange && (site.ssl.state === 'none' || site.ssl.state === 'failed');
  return (
    <Card as="li" className={hosting.card} aria-labelledby={titleId} data-testid="ssl">
      <h3 id={titleId} className={hosting.cardTitle}>
        {site.display_name}
      </h3>
      {/* Announced when it changes: the outcome arrives while the customer waits on this card. */}
      <p className={styles.name} aria-live="polite">
        <SslStateText ssl={site.ssl} />
      </p>
      <SslFailure ssl={site.ssl} />
      {canIssue && (
        <div className={hosting.actions}>
          <Button onClick={() => issue.mutate()} isBusy={issue.isPending}>
            {site.ssl.state === 'failed' ? t('ssl.retry') : t('ssl.issue')}
          </Button>
        </div>
      )}
      {issue.isError && <Alert variant="danger">{errorText(t, issue.error, t('ssl.issue_failed'))}</Alert>}
    </Card>
  );
}
