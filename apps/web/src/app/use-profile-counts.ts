import type { ProfileCounts } from '@/features/account/components/profile-menu';
import { useTransactionsCount } from '@/features/balance/api/use-transactions-count';
import { useDomainsCount } from '@/features/domains/api/get-domains';
import { useOrdersCount } from '@/features/hosting/api/get-orders';
import { useMailUnreadCount } from '@/features/mail/api/get-unread-count';
import { useAuthSessionCount } from '@/features/security/api/use-auth-session-count';

/** The counters of the cabinet menu, read from five features (so composed here, in the app layer). */
export function useProfileCounts(): ProfileCounts {
  const transactions = useTransactionsCount();
  const authSessions = useAuthSessionCount();
  const orders = useOrdersCount();
  const mailUnread = useMailUnreadCount();
  const domains = useDomainsCount();
  return { orders, transactions, authSessions, mailUnread, domains };
}
