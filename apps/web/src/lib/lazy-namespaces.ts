// Plain data: the app's i18n set-up and the build's first-screen preload plugin both read it.

/**
 * Namespaces used only inside their own feature's screens (and the kit's error and field texts, which only forms
 * and failures need), each of which names it in useTranslation, so they
 * can wait for the first visit to such a screen. A prerendered page notes the ones it used (data-namespaces),
 * and the browser loads those before hydrating it. bench/bundle-size.mjs reads this list.
 */
export const LAZY_NAMESPACES = [
  'account',
  'api-keys',
  'balance',
  'cards',
  'content',
  'documents',
  'domains',
  'errors',
  'home',
  'hosting',
  'hosting-tools',
  'kb',
  'mail',
  'mail-db',
  'my-data',
  'news',
  'notifications',
  'passkeys',
  'promo',
  'records',
  'referrals',
  'security',
  'settings',
  'sites',
  'support-tickets',
  'team',
  'telegram',
  'validation',
  'webhooks',
];

/**
 * The kit's texts (errors, validation): lazy for a prerendered public page, which needs them only for a form it
 * names in data-namespaces, but loaded before a cabinet page's first render and, on an adopted public page, at the
 * visitor's first tap, key or focus (lib/on-first-input.ts), since nearly every other screen has a form or can
 * fail, and a screen that suspends for its texts would show the loading overlay over content already on screen.
 */
export const KIT_NAMESPACES = ['errors', 'validation'];
