import { Alert, Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { payConfirmationHref } from '@/config/paths';
import { useTariffs } from '../api/get-tariffs';
import styles from './hosting.module.css';
import { TariffCard } from './tariff-card';

/** /orders/product/infohosting/:id: the tariffs of one server, each with its order button. */
export function TariffList({ serverId }: { serverId: number }) {
  const { t } = useTranslation('hosting');
  const { data: tariffs, isPending, isError, refetch } = useTariffs(serverId);
  if (isError)
    return (
      <Alert variant="danger">
        {t('tariffs.load_failed')}{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (isPending) return <p className={styles.muted} aria-busy="true" />;
  if (tariffs.length === 0) return <Alert variant="info">{t('tariffs.empty')}</Alert>;
  return (
    <ul className={styles.list} aria-label={t('tariffs.list_label')}>
      {tariffs.map((tariff) => (
        <TariffCard
          key={tariff.id}
          tariff={tariff}
          action={
            <LinkButton
              isBlock
              to={payConfirmationHref(tariff.id, serverId)}
              aria-label={`${t('tariffs.order')}: ${tariff.name}`}
            >
              {t('tariffs.order')}
            </LinkButton>
          }
        />
      ))}
    </ul>
  );
}
