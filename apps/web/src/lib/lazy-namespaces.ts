// Plain data: the app's i18n set-up and the build's first-screen preload plugin both read it.

/**
 * Namespaces used only inside their own feature's screens, each of which names it in useTranslation, so they
 * can wait for the first visit to such a screen. bench/bundle-size.mjs reads this list.
 */
export const LAZY_NAMESPACES = [
  'balance',
  'domains',
  'hosting',
  'mail',
  'my-data',
  'news',
  'notifications',
  'passkeys',
  'promo',
  'records',
  'referrals',
  'telegram',
];
