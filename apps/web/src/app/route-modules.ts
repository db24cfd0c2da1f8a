import type { RouteObject } from 'react-router';
import type { RouteName } from '@/config/paths';

type RouteModule = { Component: NonNullable<RouteObject['Component']> };

// Each screen is its own lazy chunk, so home and login download only what they render.
const modules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** The file in ./routes of every route of paths.ts: one thin file per screen. */
export const routeFiles: Record<RouteName, string> = {
  home: 'home',
  order: 'order',
  domains: 'domains',
  news: 'news',
  newsItem: 'news-item',
  info: 'info',
  rules: 'rules',
  payments: 'payments',
  settings: 'settings',
  verifyEmail: 'verify-email',
  supportSession: 'support-session',
  registration: 'registration',
  login: 'login',
  forgotPassword: 'forgot-password',
  emailVerification: 'email-verification',
  mail: 'mail',
  mailConversation: 'mail-conversation',
  notifications: 'notifications',
  myOrders: 'my-orders',
  profile: 'profile',
  pay: 'pay',
  payConfirmation: 'pay-confirmation',
  myDomains: 'my-domains',
  authHistory: 'auth-history',
  logout: 'logout',
  moneyHistory: 'money-history',
  promoCodes: 'promo-codes',
  referrals: 'referrals',
  telegram: 'telegram',
  profileRecords: 'profile-records',
  newProfileRecord: 'new-profile-record',
  editLogin: 'edit-login',
  changePassword: 'change-password',
  changeEmail: 'change-email',
  changePhone: 'change-phone',
  personalInfo: 'personal-info',
  serverTariffs: 'server-tariffs',
  changePackage: 'change-package',
  extendPackage: 'extend-package',
};

export const hasRouteModule = (file: string): boolean => `./routes/${file}.tsx` in modules;

export function loadRouteModule(file: string): () => Promise<RouteModule> {
  const load = modules[`./routes/${file}.tsx`];
  return async () => {
    if (!load) throw new Error(`Missing route module src/app/routes/${file}.tsx`);
    const { Component } = await load();
    return { Component };
  };
}
