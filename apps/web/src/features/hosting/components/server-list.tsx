import { Alert, Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session';
import { useCatalogueTariffs } from '../api/get-catalogue-tariffs';
import { useServers } from '../api/get-servers';
import styles from './hosting.module.css';
import { ServerCard } from './server-card';
import { ServerTariffs } from './server-tariffs';

/**
 * /order: the hosting servers (docs/product/hosting.md), each with its tariffs and prices, so a visitor sees what hosting
 * costs before creating an account. An empty or failed server list shows the no-servers message (docs/product/messages.md).
 */
export function ServerList() {
  const { t } = useTranslation('hosting');
  const isLoggedIn = useIsLoggedIn();
  const { data: servers, isPending } = useServers();
  const tariffs = useCatalogueTariffs();
  if (isPending) return <p className={styles.muted} aria-busy="true" />;
  if (!servers || servers.length === 0) return <Alert variant="warning">{t('servers.empty')}</Alert>;
  return (
    <>
      {!isLoggedIn && <p className={styles.muted}>{t('servers.visitor_hint')}</p>}
      {tariffs.isError && (
        <Alert variant="danger">
          {t('tariffs.load_failed')}{' '}
          <Button variant="ghost" onClick={() => void tariffs.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <ul className={styles.serverList} aria-label={t('servers.list_label')}>
        {servers.map((server) => (
          <li key={server.id} className={styles.serverBlock} aria-labelledby={`server-${server.id}`}>
            <ServerCard server={server} as="div" />
            <ServerTariffs
              server={server}
              tariffs={tariffs.data?.filter((tariff) => tariff.server_id === server.id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
