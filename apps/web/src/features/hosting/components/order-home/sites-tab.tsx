import { Alert } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSites } from '../../api/get-sites';
import hosting from '../hosting.module.css';
import { AddWithinLimit } from './add-within-limit';
import styles from './order-home.module.css';
import { ReadOnlyNotice, useCanChange } from './read-only-notice';
import { SiteCard } from './site-card';
import { SiteCreateDialog } from './site-create-dialog';

/** The order's sites: each one's name, aliases, folder, PHP and certificate, and the way to add the first. */
export function SitesTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation('sites');
  const sites = useSites(orderId);
  const canChange = useCanChange(sites.data?.access);
  const [isCreateOpen, setCreateOpen] = useState(false);
  if (sites.isError) return <Alert variant="danger">{t('sites.load_failed')}</Alert>;
  if (!sites.data) return <p className={hosting.muted} aria-busy="true" />;
  const { access, php_versions: phpVersions } = sites.data;
  const addButton = canChange && (
    <AddWithinLimit orderId={orderId} kind="sites" onAdd={() => setCreateOpen(true)}>
      {sites.data.sites.length === 0 ? t('sites.add_first') : t('sites.add')}
    </AddWithinLimit>
  );
  return (
    <>
      <ReadOnlyNotice access={access} orderId={orderId} />
      {sites.data.sites.length === 0 ? (
        <div className={styles.empty}>
          <p className={hosting.muted}>{t('sites.empty')}</p>
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>{addButton}</div>
          <ul className={styles.list}>
            {sites.data.sites.map((site) => (
              <SiteCard
                key={site.name}
                orderId={orderId}
                site={site}
                phpVersions={phpVersions}
                canChange={canChange}
              />
            ))}
          </ul>
        </>
      )}
      {isCreateOpen && (
        <SiteCreateDialog orderId={orderId} phpVersions={phpVersions} onClose={() => setCreateOpen(false)} />
      )}
    </>
  );
}
