import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { PaymentResult } from '@/features/balance/components/payment-result';
import { TopUp } from '@/features/balance/components/top-up';

export function Component() {
  const { t } = useTranslation(['common', 'balance']);
  const [searchParams] = useSearchParams();
  // The providers send the customer back to /pay?invoice_id=<id>.
  const invoiceId = Number(searchParams.get('invoice_id'));
  const hasInvoice = Number.isInteger(invoiceId) && invoiceId > 0;
  // Click appends payment_status to the return URL; a negative value means this attempt failed.
  const isAttemptFailed = Number(searchParams.get('payment_status')) < 0;
  return (
    <Page title={hasInvoice ? t('balance:result.title') : t('routes.pay')} backTo={paths.profile.path}>
      {hasInvoice ? (
        <PaymentResult key={invoiceId} invoiceId={invoiceId} isAttemptFailed={isAttemptFailed} />
      ) : (
        <TopUp />
      )}
    </Page>
  );
}
