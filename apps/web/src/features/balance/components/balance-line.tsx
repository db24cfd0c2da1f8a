import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useProfile } from '@/lib/profile';
import styles from './top-up.module.css';

/** The current balance from the profile; the result view refreshes the profile once a payment lands. */
export function BalanceLine({ label }: { label?: string }) {
  const { t } = useTranslation('balance');
  const { data: profile } = useProfile();
  return (
    <Card className={styles.balance}>
      <span className={styles.muted}>{label ?? t('pay.balance')}</span>
      <strong className={styles.amount} data-testid="balance">
        {profile ? t('pay.som', { amount: formatSom(profile.accounts.amount, currentLanguage()) }) : '…'}
      </strong>
    </Card>
  );
}
