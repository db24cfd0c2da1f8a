import type { HostingServer, Tariff } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths, payConfirmationHref } from '@/config/paths';
import { withReturnPath } from '@/lib/return-path';
import { useIsLoggedIn } from '@/lib/session';
import styles from './hosting.module.css';
import { TariffCard } from './tariff-card';

type ServerTariffsProps = {
  server: HostingServer;
  /** This server's tariffs; undefined while the catalogue loads or when it failed. */
  tariffs: Tariff[] | undefined;
};

/**
 * The public price list of one server: every tariff with its prices, read-only. Ordering needs an account, so
 * a visitor's order button leads to /login, which then goes on to that tariff's confirmation screen.
 */
export function ServerTariffs({ server, tariffs }: ServerTariffsProps) {
  const { t } = useTranslation('hosting');
  const isLoggedIn = useIsLoggedIn();
  if (tariffs === undefined) return null;
  if (tariffs.length === 0) return <p className={styles.muted}>{t('tariffs.empty')}</p>;
  return (
    <ul className={styles.tariffGrid} aria-label={t('servers.tariffs_of', { name: server.name })}>
      {tariffs.map((tariff) => {
        const orderHref = payConfirmationHref(tariff.id, server.id);
        return (
          <TariffCard
            key={tariff.id}
            tariff={tariff}
            headingLevel={3}
            action={
              <LinkButton
                isBlock
                to={isLoggedIn ? orderHref : withReturnPath(paths.login.path, orderHref)}
                aria-label={`${t('tariffs.order')}: ${tariff.name}`}
              >
                {t('tariffs.order')}
              </LinkButton>
            }
          />
        );
      })}
    </ul>
  );
}
