import { isNotFound as isNotFoundError } from '@portal/web-kit/api';
import { Alert } from '@portal/web-kit/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { forgetPayReturn, payReturnPath } from '@/lib/checkout-draft';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { profileQueryKey } from '@/lib/profile';
import { useInvoice } from '../api/get-invoice';
import { paymentHistoryQueryKey } from '../api/get-payment-history';
import { BalanceLine } from './balance-line';
import styles from './top-up.module.css';

type PaymentResultProps = {
  invoiceId: number;
  /** The provider sent the customer back saying this attempt failed (Click: a negative payment_status). */
  isAttemptFailed?: boolean;
};

/** Where the providers send the customer back: pending until the callback lands, then the outcome. */
export function PaymentResult({ invoiceId, isAttemptFailed = false }: PaymentResultProps) {
  const { t } = useTranslation('balance');
  const queryClient = useQueryClient();
  const invoice = useInvoice(invoiceId, { isAttemptFailed });
  // The checkout this top-up was for, when one sent the customer here (lib/checkout-draft.ts).
  const [orderPath] = useState(payReturnPath);
  const loaded = invoice.data?.status;
  // A failed attempt leaves the invoice pending (another attempt may still pay it); nothing is coming.
  const status = loaded === 'pending' && isAttemptFailed ? 'failed' : loaded;

  useEffect(() => {
    // The balance and ledger change only when the invoice leaves "pending"; refresh them exactly then.
    if (!status || status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: paymentHistoryQueryKey });
  }, [status, queryClient]);

  const amount = invoice.data ? formatSom(invoice.data.amount, currentLanguage()) : '';
  const isNotFound = isNotFoundError(invoice.error);

  return (
    <div className={styles.stack} aria-live="polite">
      {invoice.isPending && <p className={styles.muted}>{t('result.pending')}</p>}
      {status === 'pending' && (
        <Alert variant="info" takesFocus>
          <p className={styles.warningText}>{t('result.pending')}</p>
          <p className={styles.hint}>{t('result.pending_hint')}</p>
        </Alert>
      )}
      {status === 'paid' && (
        <Alert variant="success" takesFocus>
          {t('result.paid', { amount })}
        </Alert>
      )}
      {status === 'cancelled' && (
        <Alert variant="danger" takesFocus>
          {t('result.cancelled')}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert variant="danger" takesFocus>
          {t('result.failed')}
        </Alert>
      )}
      {status === 'refunded' && (
        <Alert variant="warning" takesFocus>
          {t('result.refunded')}
        </Alert>
      )}
      {invoice.isError && (
        <Alert variant="danger" takesFocus>
          {isNotFound ? t('result.not_found') : t('result.load_failed')}
        </Alert>
      )}
      <BalanceLine label={status === 'paid' ? t('result.new_balance') : undefined} />
      {status !== 'pending' && !invoice.isPending && (
        <div className={styles.actions}>
          {orderPath && (
            <LinkButton to={orderPath} onClick={forgetPayReturn}>
              {t('result.back_to_order')}
            </LinkButton>
          )}
          <LinkButton to={paths.pay.path} variant="secondary">
            {t('result.again')}
          </LinkButton>
          <LinkButton to={paths.moneyHistory.path} variant="ghost">
            {t('result.history')}
          </LinkButton>
        </div>
      )}
    </div>
  );
}
