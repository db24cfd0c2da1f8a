import type { MerchantInfo } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import styles from './top-up.module.css';

/** docs/product/balance.md: Uzum and Paynet cannot top up here; the warning names the provider and links its site. */
export function UnsupportedMethod({ merchant }: { merchant: MerchantInfo }) {
  const { t } = useTranslation('balance');
  return (
    <Alert variant="warning">
      <p className={styles.warningText}>{t('pay.unsupported', { name: merchant.name })}</p>
      <a className={styles.siteLink} href={merchant.site_url} target="_blank" rel="noopener noreferrer">
        {merchant.site_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      </a>
    </Alert>
  );
}
