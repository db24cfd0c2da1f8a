import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ProfileLinks } from '@/features/account/components/profile-links';
import { ProfileSummary } from '@/features/account/components/profile-summary';
import { useTransactionsCount } from '@/features/balance/api/use-transactions-count';
import { useOrdersCount } from '@/features/hosting/api/get-orders';
import { useMailUnreadCount } from '@/features/mail/api/get-unread-count';
import { useAuthSessionCount } from '@/features/security/api/use-auth-session-count';
import { useProfile } from '@/lib/profile';

export function Component() {
  const { t } = useTranslation('common');
  // The private guard renders this screen only once the profile has loaded.
  const { data: profile } = useProfile();
  const transactions = useTransactionsCount();
  const authSessions = useAuthSessionCount();
  const orders = useOrdersCount();
  const mailUnread = useMailUnreadCount();
  return (
    <Page title={t('routes.profile')}>
      {profile && <ProfileSummary profile={profile} />}
      <ProfileLinks counts={{ orders, transactions, authSessions, mailUnread }} />
    </Page>
  );
}
