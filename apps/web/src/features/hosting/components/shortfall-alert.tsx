import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** The payment error of spec §4: names the missing amount and leads to the top-up page. */
export function ShortfallAlert({ shortfall }: { shortfall: number }) {
  const { t } = useTranslation('hosting');
  return (
    <Alert variant="danger">
      <p>{t('confirm.shortfall', { amount: formatSom(shortfall, currentLanguage()) })}</p>
      <LinkButton to={paths.pay.path} variant="secondary">
        {t('confirm.top_up')}
      </LinkButton>
    </Alert>
  );
}
