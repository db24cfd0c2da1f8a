import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { topUpHref } from '@/lib/checkout-draft';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { LinkButton } from './link-button';

/**
 * The balance does not cover a price (an order, a domain, an extension): names the missing amount and leads to
 * the top-up page, the one payment error of docs/product/hosting.md for every feature that charges the balance.
 */
export function ShortfallAlert({
  shortfall,
  onTopUp,
  takesFocus = false,
}: {
  shortfall: number;
  onTopUp?: () => void;
  /** The refusal of what the customer just sent (not a figure shown as the page loads): the keyboard goes to it. */
  takesFocus?: boolean;
}) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <Alert variant="danger" takesFocus={takesFocus}>
      <p>{t('shortfall.message', { amount: formatSom(shortfall, currentLanguage()) })}</p>
      {/* The top-up page fills in the missing amount and offers the way back here after the payment. */}
      <LinkButton to={topUpHref(shortfall, `${pathname}${search}`)} variant="secondary" onClick={onTopUp}>
        {t('shortfall.top_up')}
      </LinkButton>
    </Alert>
  );
}
