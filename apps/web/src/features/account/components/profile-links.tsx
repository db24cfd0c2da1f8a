import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './profile-links.module.css';

export type ProfileCounts = {
  orders: number;
  authSessions: number;
  transactions: number;
  mailUnread: number;
};
export const EMPTY_COUNTS: ProfileCounts = { orders: 0, authSessions: 0, transactions: 0, mailUnread: 0 };

type ProfileLink = { key: string; to: string; count?: keyof ProfileCounts; isDanger?: boolean };

const links: readonly ProfileLink[] = [
  { key: 'orders', to: paths.myOrders.path, count: 'orders' },
  { key: 'personal', to: paths.personalInfo.path },
  { key: 'edit_login', to: paths.editLogin.path },
  { key: 'change_email', to: paths.changeEmail.path },
  { key: 'change_phone', to: paths.changePhone.path },
  { key: 'change_password', to: paths.changePassword.path },
  { key: 'auth_history', to: paths.authHistory.path, count: 'authSessions' },
  { key: 'transactions', to: paths.moneyHistory.path, count: 'transactions' },
  // The rest of the cabinet (issue 6), after the links of spec §2.
  { key: 'my_domains', to: paths.myDomains.path },
  { key: 'mail', to: paths.mail.path, count: 'mailUnread' },
  { key: 'telegram', to: paths.telegram.path },
  { key: 'referrals', to: paths.referrals.path },
  { key: 'promo_codes', to: paths.promoCodes.path },
  { key: 'profile_records', to: paths.profileRecords.path },
  { key: 'logout', to: paths.logout.path, isDanger: true },
];

/** The cabinet menu of spec §2 (top-up is the button in the summary card). */
export function ProfileLinks({ counts = EMPTY_COUNTS }: { counts?: ProfileCounts }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('profile.menu_label')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.link} data-danger={link.isDanger || undefined}>
              <span>{t(`profile.links.${link.key}`)}</span>
              {link.count && <span className={styles.count}>{counts[link.count]}</span>}
              <span aria-hidden="true" className={styles.chevron}>
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
