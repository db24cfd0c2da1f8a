// The route table of docs/product/overview.md with concrete values for the parameters, kept apart from the app's own
// apps/web/src/config/paths.ts on purpose: the journeys check the app against docs/product/overview.md, not against itself.
export const publicRoutes = [
  '/',
  '/order',
  '/domen',
  '/news',
  '/info',
  '/rules',
  '/payments',
  '/settings',
  '/verify-email',
] as const;

export const guestRoutes = ['/registration', '/login', '/forgot-password'] as const;

export const privateRoutes = [
  '/email-verification',
  '/mail',
  '/user/demo',
  '/my_orders',
  '/profile',
  '/pay',
  '/pay/confirmation',
  '/domen/mydomen',
  '/domen/mydomen/1',
  '/domen/order',
  '/domen/transfer',
  '/user/listauth',
  '/user/exit',
  '/user/moneyhistory',
  '/user/promo-code/list',
  '/user/refereal',
  '/user/tg',
  '/profayl/my_profayl',
  '/profayl/new',
  '/user/editlogin',
  '/user/sett',
  '/user/email',
  '/user/tell',
  '/user/personal',
  '/orders/product/infohosting/1',
  '/change-package',
  '/extend-package',
] as const;
