import type { HostingOrder } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { domainDetailHref, paths } from '@/config/paths';
import styles from './hosting.module.css';

/**
 * The site an order serves: the domains pointing at it, each a link to its page, or "no domain yet" with the
 * way to attach one (a domain's name servers are pointed at a hosting order from My domains); a cancelled order
 * offers no attaching.
 */
export function OrderSite({ domains, canAttach }: { domains: HostingOrder['domains']; canAttach: boolean }) {
  const { t } = useTranslation('hosting');
  if (domains.length === 0) {
    return (
      <span className={styles.site}>
        <span className={styles.muted}>{t('orders.no_domain')}</span>
        {canAttach && <Link to={paths.myDomains.path}>{t('orders.attach_domain')}</Link>}
      </span>
    );
  }
  return (
    <span className={styles.site}>
      {domains.map((domain) => (
        <Link key={domain.id} to={domainDetailHref(domain.id)}>
          {domain.name}
        </Link>
      ))}
    </span>
  );
}
