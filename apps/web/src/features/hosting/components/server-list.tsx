import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useServers } from '../api/get-servers';
import styles from './hosting.module.css';
import { ServerCard } from './server-card';

/** /order: the hosting servers; an empty or failed list shows the no-servers message (spec §2, §8). */
export function ServerList() {
  const { t } = useTranslation('hosting');
  const { data: servers, isPending } = useServers();
  if (isPending) return <p className={styles.muted} aria-busy="true" />;
  if (!servers || servers.length === 0) return <Alert variant="warning">{t('servers.empty')}</Alert>;
  return (
    <ul className={styles.list} aria-label={t('servers.list_label')}>
      {servers.map((server) => (
        <ServerCard key={server.id} server={server} />
      ))}
    </ul>
  );
}
