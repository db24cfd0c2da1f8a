// Every console route, once (under the /admin base). The router and every link use these.

export const paths = {
  login: '/login',
  /** The owner's invitation link: /admin/invite#token=… */
  invite: '/invite',
  dashboard: '/dashboard',
  customers: '/customers',
  customer: '/customers/:id',
  orders: '/orders',
  order: '/orders/:id',
  payments: '/payments',
  reconciliation: '/reconciliation',
  autopayFailures: '/autopay-failures',
  adjustments: '/adjustments',
  bank: '/bank',
  seller: '/seller',
  catalogue: '/catalogue',
  domainQueue: '/domains',
  domainPrices: '/domains/prices',
  domainRegistrar: '/domains/registrar',
  news: '/news',
  kb: '/kb',
  tickets: '/tickets',
  ticket: '/tickets/:id',
  cannedReplies: '/canned-replies',
  promoCodes: '/promo-codes',
  system: '/system',
  audit: '/audit',
  staff: '/staff',
} as const;

/** One customer's page. */
export const customerPath = (id: number) => paths.customer.replace(':id', String(id));

/** One order's page. */
export const orderPath = (id: number) => paths.order.replace(':id', String(id));

/** One support ticket's page. */
export const ticketPath = (id: number) => paths.ticket.replace(':id', String(id));
