import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { topUpHref } from '@/lib/checkout-draft';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** The payment error of docs/product/hosting.md: names the missing amount and leads to the top-up page. */
export function ShortfallAlert({ shortfall, onTopUp }: { shortfall: number; onTopUp?: () => void }) {
  const { t } = useTranslation('hosting');
  const { pathname, search } = useLocation();
  return (
    <Alert variant="danger">
      <p>{t('confirm.shortfall', { amount: formatSom(shortfall, currentLanguage()) })}</p>
      {/* The top-up page fills in the missing amount and offers the way back here after the payment. */}
      <LinkButton to={topUpHref(shortfall, `${pathname}${search}`)} variant="secondary" onClick={onTopUp}>
        {t('confirm.top_up')}
      </LinkButton>
    </Alert>
  );
}
