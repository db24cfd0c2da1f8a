// The operator console's API (docs/product/console.md): staff accounts, roles, the customer views and the audit log.
// Staff tokens work only under /api/admin, customer tokens only under /api/client.

export const ADMIN_API_BASE = '/api/admin';

export const adminPaths = {
  login: `${ADMIN_API_BASE}/auth/login`,
  logout: `${ADMIN_API_BASE}/auth/logout`,
  me: `${ADMIN_API_BASE}/auth/me`,
  invitation: `${ADMIN_API_BASE}/auth/invitation`,
  invitationAccept: `${ADMIN_API_BASE}/auth/invitation/accept`,
  staff: `${ADMIN_API_BASE}/staff`,
  staffMember: `${ADMIN_API_BASE}/staff/:id`,
  staffInvitations: `${ADMIN_API_BASE}/staff/invitations`,
  customers: `${ADMIN_API_BASE}/customers`,
  customer: `${ADMIN_API_BASE}/customers/:id`,
  customerBlock: `${ADMIN_API_BASE}/customers/:id/block`,
  customerUnblock: `${ADMIN_API_BASE}/customers/:id/unblock`,
  customerSessions: `${ADMIN_API_BASE}/customers/:id/sessions`,
  customerNotes: `${ADMIN_API_BASE}/customers/:id/notes`,
  customerSupportSessions: `${ADMIN_API_BASE}/customers/:id/support-sessions`,
  customerRecordFile: `${ADMIN_API_BASE}/customers/:id/records/:record_id/files/:kind`,
  balanceAdjustments: `${ADMIN_API_BASE}/customers/:id/balance-adjustments`,
  auditLog: `${ADMIN_API_BASE}/audit-log`,
  /** GET: the staff and the actions the audit log's filters choose from. */
  auditLogChoices: `${ADMIN_API_BASE}/audit-log/choices`,
  dashboard: `${ADMIN_API_BASE}/dashboard`,
  payments: `${ADMIN_API_BASE}/payments`,
  paymentTotals: `${ADMIN_API_BASE}/payments/daily-totals`,
  paymentTotalsCsv: `${ADMIN_API_BASE}/payments/daily-totals.csv`,
  reconciliation: `${ADMIN_API_BASE}/reconciliation`,
  reconciliationSettle: `${ADMIN_API_BASE}/reconciliation/:kind/:id`,
  orders: `${ADMIN_API_BASE}/orders`,
  order: `${ADMIN_API_BASE}/orders/:id`,
  orderAction: `${ADMIN_API_BASE}/orders/:id/:action`,
  orderExpiry: `${ADMIN_API_BASE}/orders/:id/expiry`,
  orderRetryProvisioning: `${ADMIN_API_BASE}/orders/:id/retry-provisioning`,
  /** GET: the order's sites as the customer sees them (read-only). */
  orderSites: `${ADMIN_API_BASE}/orders/:id/sites`,
  /** GET: the records of one zone of the order (read-only). */
  orderDnsRecords: `${ADMIN_API_BASE}/orders/:id/dns/:zone/records`,
  /** GET: the order's mailboxes as the customer sees them (read-only). */
  orderMailboxes: `${ADMIN_API_BASE}/orders/:id/mailboxes`,
  /** GET: the order's databases as the customer sees them (read-only). */
  orderDatabases: `${ADMIN_API_BASE}/orders/:id/databases`,
  /** GET: the order's FTP accounts, cron jobs and usage as the customer sees them (read-only). */
  orderFtpUsers: `${ADMIN_API_BASE}/orders/:id/ftp-users`,
  orderCronJobs: `${ADMIN_API_BASE}/orders/:id/cron-jobs`,
  orderUsage: `${ADMIN_API_BASE}/orders/:id/usage`,
  jobs: `${ADMIN_API_BASE}/system/jobs`,
  jobRetry: `${ADMIN_API_BASE}/system/jobs/:id/retry`,
  /** GET: alerts staff were sent and nobody has marked resolved. */
  alerts: `${ADMIN_API_BASE}/system/alerts`,
  alertResolve: `${ADMIN_API_BASE}/system/alerts/:id/resolve`,
  deliveries: `${ADMIN_API_BASE}/system/deliveries`,
  callbacks: `${ADMIN_API_BASE}/system/callbacks`,
  servers: `${ADMIN_API_BASE}/servers`,
  server: `${ADMIN_API_BASE}/servers/:id`,
  serverTest: `${ADMIN_API_BASE}/servers/:id/test`,
  /** GET/PUT: the PHP versions the server offers its sites. */
  serverPhpVersions: `${ADMIN_API_BASE}/servers/:id/php-versions`,
  tariffs: `${ADMIN_API_BASE}/tariffs`,
  tariff: `${ADMIN_API_BASE}/tariffs/:id`,
  news: `${ADMIN_API_BASE}/news`,
  newsItem: `${ADMIN_API_BASE}/news/:id`,
  kbArticles: `${ADMIN_API_BASE}/kb/articles`,
  kbArticle: `${ADMIN_API_BASE}/kb/articles/:id`,
  kbPreview: `${ADMIN_API_BASE}/kb/preview`,
  promoCodes: `${ADMIN_API_BASE}/promo-codes`,
  broadcasts: `${ADMIN_API_BASE}/broadcasts`,
  promoCodeDisable: `${ADMIN_API_BASE}/promo-codes/:id/disable`,
  promoCodeRedemptions: `${ADMIN_API_BASE}/promo-codes/:id/redemptions`,
} as const;

/** A path with its `:id` filled in. */
export const adminPath = (path: string, id: number | string) => path.replace(':id', String(id));
