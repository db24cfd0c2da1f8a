import type { Merchant } from '@portal/contracts';
import { Alert, Button } from '@portal/web-kit/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AMOUNT_PARAM, rememberPayReturn } from '@/lib/checkout-draft';
import { RETURN_PARAM } from '@/lib/return-path';
import { useMerchants } from '../api/get-merchants';
import { AmountForm } from './amount-form';
import { BalanceLine } from './balance-line';
import { SavedCards } from './cards/saved-cards';
import { MerchantChoice } from './merchant-choice';
import styles from './top-up.module.css';
import { UnsupportedMethod } from './unsupported-method';

/** docs/product/balance.md Top-up: the balance, the four methods, and the amount form or the unsupported warning. */
export function TopUp() {
  const { t } = useTranslation('balance');
  const merchants = useMerchants();
  const [chosen, setChosen] = useState<Merchant | null>(null);
  const merchant = merchants.data?.find((item) => item.id === chosen);
  // Sent here by a checkout the balance did not cover: its shortfall is the amount, and the payment's result
  // page leads back to it.
  const [searchParams] = useSearchParams();
  const missing = Number(searchParams.get(AMOUNT_PARAM));
  const initialAmount = Number.isFinite(missing) && missing > 0 ? String(missing) : '';
  const returnTo = searchParams.get(RETURN_PARAM);
  useEffect(() => rememberPayReturn(returnTo), [returnTo]);

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
      {merchant?.supported && (
        <AmountForm key={merchant.id} merchant={merchant} initialAmount={initialAmount} />
      )}
      {merchant && !merchant.supported && <UnsupportedMethod merchant={merchant} />}
      <SavedCards canTopUp />
    </div>
  );
}
