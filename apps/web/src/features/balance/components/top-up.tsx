import type { Merchant } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchants } from '../api/get-merchants';
import { AmountForm } from './amount-form';
import { BalanceLine } from './balance-line';
import { MerchantChoice } from './merchant-choice';
import styles from './top-up.module.css';
import { UnsupportedMethod } from './unsupported-method';

/** Spec §2 Top-up: the balance, the four methods, and the amount form or the unsupported warning. */
export function TopUp() {
  const { t } = useTranslation('balance');
  const merchants = useMerchants();
  const [chosen, setChosen] = useState<Merchant | null>(null);
  const merchant = merchants.data?.find((item) => item.id === chosen);

  return (
    <div className={styles.stack}>
      <BalanceLine />
      {merchants.isError && (
        <Alert variant="danger">
          <p className={styles.warningText}>{t('pay.load_failed')}</p>
          <Button variant="secondary" onClick={() => void merchants.refetch()}>
            {t('pay.retry')}
          </Button>
        </Alert>
      )}
      {merchants.data && <MerchantChoice merchants={merchants.data} value={chosen} onChange={setChosen} />}
      {merchants.data && !merchant && <p className={styles.muted}>{t('pay.choose_method')}</p>}
      {merchant?.supported && <AmountForm key={merchant.id} merchant={merchant} />}
      {merchant && !merchant.supported && <UnsupportedMethod merchant={merchant} />}
    </div>
  );
}
