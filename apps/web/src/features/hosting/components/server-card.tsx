import type { HostingServer } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { serverTariffsHref } from '@/config/paths';
import { keepUnitsTogether } from './format';
import styles from './hosting.module.css';

const known = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== '';

type ServerCardProps = {
  server: HostingServer;
  /** A list item by default; a plain block where the list item also holds the server's tariffs. */
  as?: 'li' | 'div';
};

/** One server with every field of docs/product/hosting.md; a missing value reads 'unknown'. */
export function ServerCard({ server, as = 'li' }: ServerCardProps) {
  const { t } = useTranslation('hosting');
  const show = (value: string | number | null | undefined) => (known(value) ? String(value) : t('unknown'));
  const ports = [server.ports.HTTP, server.ports.HTTPS, server.ports.ISPMANAGER];
  const rows: [string, ReactNode][] = [
    [t('servers.location'), show(server.location)],
    [t('servers.cpu'), keepUnitsTogether(show(server.characteristics.CPU))],
    [t('servers.ram'), keepUnitsTogether(show(server.characteristics.RAM))],
    [
      t('servers.panel'),
      known(server.information.PANEL_URL) ? (
        <a key="panel" href={server.information.PANEL_URL} target="_blank" rel="noreferrer noopener">
          {server.information.PANEL_URL}
        </a>
      ) : (
        t('unknown')
      ),
    ],
    [t('servers.ports'), `HTTP ${show(ports[0])} · HTTPS ${show(ports[1])} · ISPMANAGER ${show(ports[2])}`],
    [t('servers.ip'), show(server.ip)],
    [t('servers.ns1'), show(server.dns.primary)],
    [t('servers.ns2'), show(server.dns.secondary)],
  ];
  return (
    <Card as={as} className={styles.card} aria-labelledby={as === 'li' ? `server-${server.id}` : undefined}>
      <h2 id={`server-${server.id}`} className={styles.cardTitle}>
        {t('servers.name', { name: server.name, id: server.id })}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <LinkButton to={serverTariffsHref(server.id)}>{t('servers.view_tariffs')}</LinkButton>
        {known(server.ip) && (
          // docs/product/hosting.md: phpinfo is served at the server's own IP.
          <a href={`http://${server.ip}/phpinfo.php`} target="_blank" rel="noreferrer noopener">
            {t('servers.phpinfo')}
          </a>
        )}
      </div>
    </Card>
  );
}
