import { RUBLE_TO_SOM, type UserProfile } from '@portal/contracts';
import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { formatSom } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import styles from './profile-summary.module.css';
import { TashkentClock } from './tashkent-clock';

export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const name = profile.firstname.trim() || t('profile.guest');
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <p className={styles.greeting}>{t('profile.greeting', { name })}</p>
        <TashkentClock />
      </div>
      <p className={styles.muted}>{t('profile.user_id', { id: profile.id })}</p>
      <div className={styles.balance}>
        <span className={styles.muted}>{t('profile.balance')}</span>
        <strong className={styles.amount}>
          {t('profile.som', { amount: formatSom(profile.accounts.amount, currentLanguage()) })}
        </strong>
      </div>
      <p className={styles.muted}>{t('profile.rate', { rate: RUBLE_TO_SOM })}</p>
      <LinkButton to={paths.pay.path} isBlock>
        {t('profile.links.top_up')}
      </LinkButton>
    </Card>
  );
}
