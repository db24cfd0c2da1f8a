// Every API path, once. Paths under /api/client are exactly those of docs/product/api.md.

export const API_BASE = '/api/client';

export const apiPaths = {
  health: '/api/health',
  /** Readiness (nginx, systemd): the database answers, its migrations are current, the job runner lives. */
  ready: '/api/ready',
  docs: '/api/docs',
  register: `${API_BASE}/user/auth/register`,
  login: `${API_BASE}/user/auth/login`,
  logout: `${API_BASE}/user/auth/logout`,
  profile: `${API_BASE}/user/profile`,
} as const;

/** Public facts the client needs at start: demo mode and the support contacts. */
export const metaPath = `${API_BASE}/meta`;

export const securityPaths = {
  emailVerifyGetCode: `${API_BASE}/user/security/email/verify/get-code`,
  emailVerifyConfirm: `${API_BASE}/user/security/email/verify/confirmation`,
  captcha: `${API_BASE}/user/auth/captcha`,
  recoveryGetCode: `${API_BASE}/user/auth/forget-password/email/get-code`,
  recoveryConfirm: `${API_BASE}/user/auth/forget-password/email/confirmation`,
  changePassword: `${API_BASE}/user/security/password`,
  /** PUT: username; or email and password; or personal info. */
  updateProfile: `${API_BASE}/user/profile`,
  phoneGetCode: `${API_BASE}/user/security/phone-number/change/get-code`,
  phoneConfirm: `${API_BASE}/user/security/phone-number/change/confirmation`,
  /** GET lists; DELETE ends every other session. */
  authHistory: `${API_BASE}/user/auth-history`,
  /** DELETE ends one session. */
  authHistoryEntry: `${API_BASE}/user/auth-history/:session_id`,
} as const;

/** The customer's second factor. */
export const twoFactorPaths = {
  /** GET: enabled or not, and recovery codes left. */
  status: `${API_BASE}/user/security/2fa`,
  totpSetup: `${API_BASE}/user/security/2fa/totp/setup`,
  totpEnable: `${API_BASE}/user/security/2fa/totp/enable`,
  totpDisable: `${API_BASE}/user/security/2fa/totp/disable`,
  /** POST: the password and a code replace every recovery code with ten new ones, shown once. */
  recoveryCodes: `${API_BASE}/user/security/2fa/recovery-codes`,
  /** The login's second step: challenge_id and a TOTP or recovery code give the token. */
  login: `${API_BASE}/user/auth/login/2fa`,
} as const;

/** Passkeys: managed in the security settings; a passkey sign-in needs no e-mail. */
export const passkeyPaths = {
  /** GET: the customer's passkeys. POST: the browser's registration response (with a name) adds one. */
  list: `${API_BASE}/user/security/passkeys`,
  /** POST: registration options and the challenge id for adding a passkey. */
  registerOptions: `${API_BASE}/user/security/passkeys/options`,
  /** PATCH renames one, DELETE removes it. */
  item: `${API_BASE}/user/security/passkeys/:id`,
  /** POST: options for one of the customer's own passkeys to confirm a security change instead of the password. */
  confirmOptions: `${API_BASE}/user/security/passkeys/confirm-options`,
  /** POST: authentication options (discoverable credentials) and the challenge id, for the login screen. */
  loginOptions: `${API_BASE}/user/auth/passkey/options`,
  /** POST: the browser's authentication response gives the token; it satisfies the second factor. */
  login: `${API_BASE}/user/auth/passkey`,
} as const;

/** Live status over Server-Sent Events. */
export const liveEventPaths = {
  /** POST: a single-use ticket, good for 60 s, for opening the stream (EventSource sends no header). */
  ticket: `${API_BASE}/user/events/ticket`,
  /** GET ?ticket=…: the customer's event stream (balance, order, notification, …). */
  stream: `${API_BASE}/user/events`,
} as const;

/** The customer's own data. */
export const myDataPaths = {
  /** GET: the latest exports and their state. POST: start a new one (built by a job). */
  exports: `${API_BASE}/user/data/exports`,
  /** GET: the JSON document, while it is offered (24 hours). */
  exportDownload: `${API_BASE}/user/data/exports/:id/download`,
  /** POST: e-mails the code that confirms deleting the account. */
  deleteGetCode: `${API_BASE}/user/account/delete/get-code`,
  /** POST {password, code}: deletes the account, or says why it cannot be deleted yet. */
  deleteAccount: `${API_BASE}/user/account/delete`,
} as const;

/** Demo mode only. */
export const devPaths = {
  outbox: '/api/dev/outbox',
  outboxPage: '/dev/outbox',
  captchaAnswer: '/api/dev/captcha/:id',
  /** POST: runs one recurring job now, by its id (e.g. hosting.order-scheduler), as its timer would. */
  runSchedule: '/api/dev/schedules/:id/run',
  /** PUT {expires_at}: moves a hosting order's paid-until date, so a journey can bring a renewal near. */
  orderExpiry: '/api/dev/orders/:id/expiry',
} as const;

export const paymentPaths = {
  merchants: `${API_BASE}/user/payment/merchant`,
  createInvoice: `${API_BASE}/user/payment/merchant/create-invoice`,
  history: `${API_BASE}/user/payment/history`,
  invoice: `${API_BASE}/user/payment/invoices/:id`,
  /** Provider callbacks (merchant side). */
  payme: '/api/payments/payme',
  clickPrepare: '/api/payments/click/prepare',
  clickComplete: '/api/payments/click/complete',
} as const;

const HOSTING = `${API_BASE}/services/hosting`;

export const hostingPaths = {
  /** GET: `{ status, data: HostingServer[] }`. */
  servers: `${HOSTING}/servers`,
  /** GET ?server_id=&per_page=: paged tariffs. */
  tariffs: `${HOSTING}/tarifs`,
  /** GET ?per_page=: paged orders of the customer. */
  orders: `${HOSTING}/orders`,
  order: `${HOSTING}/orders/:id`,
  /** POST: tariff_id, pay_type. */
  createOrder: `${HOSTING}/orders/create`,
  /** PUT: extend_period (N periods). */
  extend: `${HOSTING}/orders/purchase/:id`,
  /** PUT: tariff_id, pay_type. */
  tariffChange: `${HOSTING}/orders/tariff-change/:id`,
  /** POST: what an extension or a tariff change would charge and do; changes nothing. */
  preview: `${HOSTING}/orders/preview/:id`,
  /** PUT: auto_renew. */
  autoRenew: `${HOSTING}/orders/auto-renew/:id`,
  /** POST: when (now | end_of_term), reason; Idempotency-Key. */
  cancel: `${HOSTING}/orders/:id/cancel`,
  /** POST: takes back a scheduled end-of-term cancellation. */
  cancelUndo: `${HOSTING}/orders/:id/cancel/undo`,
  /** GET: what cancelling now or at the end of the term would return and when; changes nothing. */
  cancelPreview: `${HOSTING}/orders/:id/cancel/preview`,
  /** GET: data.url, a one-time login link (active orders only). */
  panelLink: `${HOSTING}/orders/panel-link/:id/ispmanager`,
  wapPanelLink: `${HOSTING}/orders/panel-link/:id/wap-ispmanager`,
} as const;

// The news and notification paths live here, not beside their zod schemas: the home menu's counter and the
// header's badge load on every page, and this module keeps zod out of that first chunk.

/** News: public, no login. */
export const newsPaths = {
  list: '/api/client/news',
  item: '/api/client/news/:id',
} as const;

/** The knowledge base: public, no login. */
export const kbPaths = {
  list: '/api/client/kb/articles',
  item: '/api/client/kb/articles/:slug',
  opened: '/api/client/kb/articles/:slug/opened',
  vote: '/api/client/kb/articles/:slug/vote',
} as const;

export const kbArticlePath = (slug: string) => `/api/client/kb/articles/${encodeURIComponent(slug)}`;
export const kbVotePath = (slug: string) => `${kbArticlePath(slug)}/vote`;

/** The detail path of one item, for the client. */
export const newsItemPath = (id: number) => `/api/client/news/${id}`;

export const notificationsPaths = {
  list: '/api/client/user/notifications',
  unreadCount: '/api/client/user/notifications/unread-count',
  read: '/api/client/user/notifications/:id/read',
  readAll: '/api/client/user/notifications/read-all',
  preferences: '/api/client/user/notifications/preferences',
} as const;

export const notificationReadPath = (id: number) => `/api/client/user/notifications/${id}/read`;
