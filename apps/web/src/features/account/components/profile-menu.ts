import { paths, type RouteName } from '@/config/paths';

export type ProfileCounts = {
  orders: number;
  authSessions: number;
  transactions: number;
  mailUnread: number;
  domains: number;
};
export const EMPTY_COUNTS: ProfileCounts = {
  orders: 0,
  authSessions: 0,
  transactions: 0,
  mailUnread: 0,
  domains: 0,
};

/** `key` names the label (account:profile.links.<key>), which reads as the title of `route`'s page. */
export type ProfileLink = { key: string; route: RouteName; count?: keyof ProfileCounts; isDanger?: boolean };
export type ProfileGroup = {
  key: 'money' | 'services' | 'account' | 'security' | 'messages';
  links: ProfileLink[];
};

/** The cabinet menu of docs/product/account.md and the pages added since, in five groups, so it reads as sections, not 16 rows. */
export const profileMenu: readonly ProfileGroup[] = [
  {
    key: 'money',
    links: [
      { key: 'top_up', route: 'pay' },
      { key: 'transactions', route: 'moneyHistory', count: 'transactions' },
      { key: 'documents', route: 'documents' },
      { key: 'promo_codes', route: 'promoCodes' },
      { key: 'referrals', route: 'referrals' },
    ],
  },
  {
    key: 'services',
    links: [
      { key: 'orders', route: 'myOrders', count: 'orders' },
      { key: 'my_domains', route: 'myDomains', count: 'domains' },
      { key: 'profile_records', route: 'profileRecords' },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'personal', route: 'personalInfo' },
      { key: 'payer', route: 'payer' },
      { key: 'edit_login', route: 'editLogin' },
      { key: 'change_email', route: 'changeEmail' },
      { key: 'change_phone', route: 'changePhone' },
    ],
  },
  {
    key: 'security',
    links: [
      { key: 'change_password', route: 'changePassword' },
      { key: 'two_factor', route: 'twoFactor' },
      { key: 'passkeys', route: 'passkeys' },
      { key: 'api_keys', route: 'apiKeys' },
      { key: 'auth_history', route: 'authHistory', count: 'authSessions' },
      { key: 'logout', route: 'logout', isDanger: true },
    ],
  },
  {
    key: 'messages',
    links: [
      { key: 'mail', route: 'mail', count: 'mailUnread' },
      { key: 'support_tickets', route: 'supportTickets' },
      { key: 'telegram', route: 'telegram' },
    ],
  },
];

export const hrefOf = (link: ProfileLink) => paths[link.route].path;
