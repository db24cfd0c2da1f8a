import { type HostingOrder, PAY_TYPES, type PayType, type Tariff } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTariffs } from '../api/get-tariffs';
import { ChangeConfirmModal } from './change-confirm-modal';
import styles from './hosting.module.css';
import { PeriodChoice } from './period-choice';
import { TariffCard } from './tariff-card';

/** /change-package: period buttons, the server's tariffs (the current one disabled), and a confirmation. */
export function ChangePackage({ order }: { order: HostingOrder }) {
  const { t } = useTranslation('hosting');
  const tariffs = useTariffs(order.server.id);
  const [payType, setPayType] = useState<PayType>(order.settings.pay.type);
  const [chosen, setChosen] = useState<Tariff>();

  if (order.status !== 'active') return <Alert variant="warning">{t('change.not_active')}</Alert>;
  if (tariffs.isError) return <Alert variant="danger">{t('change.packages_failed')}</Alert>;
  if (tariffs.isPending) return <p className={styles.muted} aria-busy="true" />;

  const offered = PAY_TYPES.filter((type) => tariffs.data.some((tariff) => tariff.price[type] !== undefined));
  return (
    <div className={styles.stack}>
      <PeriodChoice payTypes={offered} value={payType} onChange={setPayType} />
      <ul className={styles.list} aria-label={t('tariffs.list_label')}>
        {tariffs.data.map((tariff) => {
          const isCurrent = tariff.id === order.tariff.id;
          const isOffered = tariff.price[payType] !== undefined;
          return (
            <TariffCard
              key={tariff.id}
              tariff={tariff}
              payTypes={[payType]}
              isCurrent={isCurrent}
              action={
                <Button
                  isBlock
                  disabled={isCurrent || !isOffered}
                  onClick={() => setChosen(tariff)}
                  aria-label={`${isCurrent ? t('change.current') : t('change.choose')}: ${tariff.name}`}
                >
                  {isCurrent ? t('change.current') : t('change.choose')}
                </Button>
              }
            />
          );
        })}
      </ul>
      {chosen && (
        <ChangeConfirmModal
          order={order}
          tariff={chosen}
          payType={payType}
          onClose={() => setChosen(undefined)}
        />
      )}
    </div>
  );
}
