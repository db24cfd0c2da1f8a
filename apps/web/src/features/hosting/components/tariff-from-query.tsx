import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useTariffs } from '../api/get-tariffs';
import styles from './hosting.module.css';
import { type OrderAddon, OrderConfirmation } from './order-confirmation';

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** /pay/confirmation?tariff_id=&server_id=: finds the chosen tariff; without one, the no-package message. */
export function TariffFromQuery({ addon }: { addon?: OrderAddon }) {
  const { t } = useTranslation('hosting');
  const [searchParams] = useSearchParams();
  const tariffId = positiveInt(searchParams.get('tariff_id'));
  const serverId = positiveInt(searchParams.get('server_id'));
  const tariffs = useTariffs(tariffId === undefined ? undefined : serverId);
  if (tariffs.isPending && tariffs.fetchStatus !== 'idle')
    return <p className={styles.muted} aria-busy="true" />;
  if (tariffs.isError) return <Alert variant="danger">{t('tariffs.load_failed')}</Alert>;
  const tariff = tariffs.data?.find((candidate) => candidate.id === tariffId);
  if (!tariff)
    return (
      <div className={styles.stack}>
        <Alert variant="warning">{t('confirm.no_tariff')}</Alert>
        <LinkButton to={paths.order.path}>{t('confirm.choose_tariff')}</LinkButton>
      </div>
    );
  return <OrderConfirmation tariff={tariff} addon={addon} />;
}
