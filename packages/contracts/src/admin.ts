import { z } from 'zod';
import { LANGUAGES, NAME_LANGUAGES } from './constants.js';
import { DOMAIN_OPERATION_ACTIONS, DOMAIN_STATUSES } from './domains.js';
import { rowIdSchema } from './envelope.js';
import { ORDER_STATUSES, TARIFF_LIMIT_KEYS } from './hosting.js';
import { NEWS_LIMITS } from './news.js';
import { LEDGER_REASONS, somAmountSchema } from './payments.js';
import { RECORD_VERIFICATIONS } from './profile-records.js';
import { PROMO_CODE_PATTERN } from './promo-codes.js';
import { emailSchema, requiredText, strongPasswordSchema } from './validation.js';

// The operator console's API (DESIGN.md §7): staff accounts, roles, the customer views and the audit log.
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
  jobs: `${ADMIN_API_BASE}/system/jobs`,
  jobRetry: `${ADMIN_API_BASE}/system/jobs/:id/retry`,
  deliveries: `${ADMIN_API_BASE}/system/deliveries`,
  callbacks: `${ADMIN_API_BASE}/system/callbacks`,
  servers: `${ADMIN_API_BASE}/servers`,
  server: `${ADMIN_API_BASE}/servers/:id`,
  serverTest: `${ADMIN_API_BASE}/servers/:id/test`,
  tariffs: `${ADMIN_API_BASE}/tariffs`,
  tariff: `${ADMIN_API_BASE}/tariffs/:id`,
  news: `${ADMIN_API_BASE}/news`,
  newsItem: `${ADMIN_API_BASE}/news/:id`,
  promoCodes: `${ADMIN_API_BASE}/promo-codes`,
  broadcasts: `${ADMIN_API_BASE}/broadcasts`,
  promoCodeDisable: `${ADMIN_API_BASE}/promo-codes/:id/disable`,
  promoCodeRedemptions: `${ADMIN_API_BASE}/promo-codes/:id/redemptions`,
} as const;

/** A path with its `:id` filled in. */
export const adminPath = (path: string, id: number | string) => path.replace(':id', String(id));

export const STAFF_ROLES = ['owner', 'billing', 'support', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Find customers and open their page. */
  'customers.read',
  /** Block, unblock, end sessions, write notes. */
  'customers.manage',
  /** Open the portal as the customer for 30 minutes ("view as customer"), with a reason. */
  'customers.impersonate',
  /** Credit or debit a balance by hand. */
  'money.adjust',
  /** Read the audit log. */
  'audit.read',
  /** See invoices, provider transactions, totals and the reconciliation list. */
  'payments.read',
  /** Settle reconciliation items. */
  'payments.settle',
  /** Suspend, resume and cancel orders, and run their waiting provisioning. */
  'orders.manage',
  /** Move an order's paid-until date: a money decision (issue 24 §4), so not support's. */
  'orders.expiry',
  /** Background jobs, the delivery log and the provider callback log. */
  'system.read',
  /** Run a failed job again. */
  'system.manage',
  /** Add and change servers and tariffs. */
  'catalogue.manage',
  /** Write, schedule and remove news. */
  'news.manage',
  /** Create and disable promo codes. */
  'promo.manage',
  /** Invite staff and change their roles. */
  'staff.manage',
  /** Complete or reject .uz orders of the fulfilment queue (the reseller registers them by hand). */
  'domains.fulfil',
  /** Approve or reject customers' registrant records against their passport scans. */
  'records.verify',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What each role may do; the API checks it on every request and the console hides the rest. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  billing: [
    'customers.read',
    'money.adjust',
    'orders.expiry',
    'audit.read',
    'payments.read',
    'payments.settle',
    'system.read',
    'promo.manage',
  ],
  support: [
    'customers.read',
    'customers.manage',
    'customers.impersonate',
    'audit.read',
    'orders.manage',
    'system.read',
    'news.manage',
    'domains.fulfil',
    'records.verify',
  ],
  readonly: ['customers.read', 'audit.read', 'payments.read', 'system.read'],
};

export const can = (role: StaffRole, permission: StaffPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

export const totpCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{6}$/, { error: 'code_invalid' });

export const staffLoginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' }),
  code: totpCodeSchema,
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const customerSearchQuerySchema = z.object({
  q: z.string().trim().max(128, { error: 'too_long' }).default(''),
});

export const customerSummarySchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  username: z.string().nullable(),
  balance: z.number(),
  blocked: z.boolean(),
  /** The customer deleted the account (issue 15 §5): the row stays, anonymized, for the ledger. */
  deleted: z.boolean(),
  created_at: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Signed som: positive credits, negative debits. */
  amount: z.number(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
});

export const adminOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  tariff: z.string(),
  server_id: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
});

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Provider transaction ids with their state, as the provider named them. */
  transactions: z.array(z.object({ provider_id: z.string(), state: z.string() })),
});

export const adminSessionSchema = z.object({
  session_id: z.string(),
  login_time: z.string(),
  last_active: z.string(),
  ended_at: z.string().nullable(),
  ip_address: z.string(),
  user_agent: z.string(),
  /** The user agent in words, as the customer's own session list names it: "Chrome 131", "Android 14". */
  browser: z.string(),
  system: z.string(),
});

export const adminNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});

export const customerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});

/** A customer's domain as the console lists it, with the change under way (a .uz one waits in the queue). */
export const adminCustomerDomainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  expires_at: z.string().nullable(),
  auto_renew: z.boolean(),
  open_operation: z
    .object({ id: z.number().int(), action: z.enum(DOMAIN_OPERATION_ACTIONS), status: z.string() })
    .nullable(),
});
export type AdminCustomerDomain = z.infer<typeof adminCustomerDomainSchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  /** Null once the customer deleted the account (issue 24 §9). */
  birthday: z.string().nullable(),
  sex: z.string().nullable(),
  language: z.string(),
  email_verified: z.boolean(),
  blocked_reason: z.string().nullable(),
  ledger: z.array(adminLedgerEntrySchema),
  orders: z.array(adminOrderSchema),
  domains: z.array(adminCustomerDomainSchema),
  invoices: z.array(adminInvoiceSchema),
  sessions: z.array(adminSessionSchema),
  notifications: z.array(adminNotificationSchema),
  telegram: z.object({ linked: z.boolean(), username: z.string().nullable() }),
  referrals: z.object({ invited: z.number().int(), invited_by: z.number().int().nullable() }),
  /** Person records with the kinds of file each holds; staff open a file through customerRecordFile (audited). */
  records: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      files: z.array(z.string()),
      verification: z.enum(RECORD_VERIFICATIONS),
      rejection_reason: z.string().nullable(),
    }),
  ),
  notes: z.array(customerNoteSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Why a staff member acts: shown in the audit log, and to the customer where the action touches them. */
export const staffReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(3, { error: 'too_short' })
  .max(500, { error: 'too_long' });

export const blockCustomerRequestSchema = z.object({ reason: staffReasonSchema });
export const customerNoteRequestSchema = z.object({ body: requiredText(2000) });

export const ADJUSTMENT_CATEGORIES = ['compensation', 'bank_transfer', 'correction', 'refund'] as const;
export type AdjustmentCategory = (typeof ADJUSTMENT_CATEGORIES)[number];

/** A hand adjustment moves at most this many som either way: a larger sum is a typo or needs two people. */
export const ADJUSTMENT_MAX_SOM = 100_000_000;

/** Signed som with at most 2 decimals, not zero; answers tiyin. */
export const signedSomAmountSchema = z
  .union([z.number(), z.string().trim()], { error: 'amount_invalid' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    const tiyin = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    if (tiyin === 0) {
      ctx.addIssue({ code: 'custom', message: 'amount_invalid' });
      return z.NEVER;
    }
    if (tiyin > ADJUSTMENT_MAX_SOM * 100) {
      ctx.addIssue({ code: 'custom', message: 'amount_too_large' });
      return z.NEVER;
    }
    return match[1] === '-' ? -tiyin : tiyin;
  });

export const balanceAdjustmentRequestSchema = z.object({
  /** Som: positive credits, negative debits. */
  amount: signedSomAmountSchema,
  category: z.enum(ADJUSTMENT_CATEGORIES, { error: 'invalid' }),
  reason: staffReasonSchema,
});
export type BalanceAdjustmentRequest = z.input<typeof balanceAdjustmentRequestSchema>;

/**
 * applied: the money moved (at most the approval threshold); pending: above it, the request waits for another
 * owner or billing member and the balance is unchanged.
 */
export const balanceAdjustmentResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('applied'), ledger_entry_id: z.number().int(), balance: z.number() }),
  z.object({ outcome: z.literal('pending'), request_id: z.number().int(), balance: z.number() }),
]);
export type BalanceAdjustmentResult = z.infer<typeof balanceAdjustmentResultSchema>;

export const auditQuerySchema = z.object({
  staff_id: rowIdSchema.optional(),
  customer_id: rowIdSchema.optional(),
  action: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip_address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: 'date_invalid' });

export const paymentsQuerySchema = z.object({
  provider: z.enum(['payme', 'click'], { error: 'invalid' }).optional(),
  state: z.enum(['pending', 'paid', 'cancelled', 'refunded'], { error: 'invalid' }).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminPaymentSchema = adminInvoiceSchema.extend({ customer_id: z.number().int() });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const dailyTotalsQuerySchema = z.object({ from: isoDateTime, to: isoDateTime });

export const dailyTotalSchema = z.object({
  /** The Tashkent calendar day, yyyy-mm-dd. */
  day: z.string(),
  provider: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export type DailyTotal = z.infer<typeof dailyTotalSchema>;

/** What the operator decides about each kind of item on the reconciliation list. */
export const RECONCILIATION_DECISIONS = {
  /** Click cancelled a top-up after the customer spent it. */
  click_cancel: ['recovered', 'written_off'],
  /** A top-up was reversed after its referral bonus was spent. */
  referral_reversal: ['recovered', 'written_off'],
  /** A bonus kept back because the two accounts look like one person. */
  referral_held: ['release', 'reject'],
  /** A provider callback refused because its amount did not match the invoice. */
  amount_mismatch: ['resolved', 'ignored'],
  /** An invoice still pending past its 12 hours. */
  stale_invoice: ['cancel'],
} as const;
export type ReconciliationKind = keyof typeof RECONCILIATION_DECISIONS;
export const RECONCILIATION_KINDS = Object.keys(RECONCILIATION_DECISIONS) as ReconciliationKind[];

export const reconciliationItemSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS as [ReconciliationKind, ...ReconciliationKind[]]),
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  amount: z.number().nullable(),
  at: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationParamsSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS as [ReconciliationKind, ...ReconciliationKind[]], { error: 'invalid' }),
  id: rowIdSchema,
});

export const settleRequestSchema = z.object({
  decision: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(32, { error: 'invalid' }),
  note: staffReasonSchema,
});
export type SettleRequest = z.input<typeof settleRequestSchema>;

export const dashboardSchema = z.object({
  /** Today in Tashkent: performed top-ups per provider. */
  top_ups_today: z.array(z.object({ provider: z.string(), count: z.number().int(), amount: z.number() })),
  new_customers_today: z.number().int(),
  active_orders: z.number().int(),
  orders_expiring_7_days: z.number().int(),
  failed_jobs: z.number().int(),
  reconciliation_open: z.number().int(),
  /** .uz operations waiting in the fulfilment queue. */
  domains_queue_open: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const STAFF_ORDER_ACTIONS = ['suspend', 'resume', 'cancel'] as const;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'invalid' }).optional(),
  server_id: rowIdSchema.optional(),
  tariff_id: rowIdSchema.optional(),
  /** Running orders paid up to at most this many days from now. */
  expiring_days: z.coerce.number().int().min(0).max(365).optional(),
  /** failing: orders still being set up whose panel calls have failed (the provisioning queue). */
  provisioning: z.enum(['failing'], { error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  tariff: z.string(),
  server: z.string(),
  auto_renew: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const orderEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  action: z.string(),
  ok: z.boolean(),
  detail: z.unknown(),
  at: z.string(),
});

export const adminOrderDetailSchema = adminOrderRowSchema.extend({ events: z.array(orderEventSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const orderActionParamsSchema = z.object({
  id: rowIdSchema,
  action: z.enum(STAFF_ORDER_ACTIONS, { error: 'invalid' }),
});

export const orderExpiryRequestSchema = z.object({
  expires_at: z.iso.datetime({ offset: true, error: 'date_invalid' }),
  reason: staffReasonSchema,
});

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const jobsQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.string(),
  last_error: z.string().nullable(),
  payload: z.unknown(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const deliverySchema = z.object({
  /** `email` and `sms` from the outbox; other channels from the notification deliveries. */
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const callbackEntrySchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  method: z.string(),
  params: z.unknown(),
  answer: z.unknown(),
  at: z.string(),
});
export type CallbackEntry = z.infer<typeof callbackEntrySchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
const httpUrl = z
  .string({ error: 'required' })
  .trim()
  .max(500, { error: 'too_long' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'invalid' });
const portNumber = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(65_535, { error: 'invalid' });

/**
 * Display names in the languages other than uz (`name`/`location` are uz and the fallback). An empty field means
 * "none": customers see the uz one. Unknown languages are refused.
 */
const nameTranslationsSchema = z
  .strictObject(
    { uzc: optionalText(100), ru: optionalText(100), en: optionalText(100), tj: optionalText(100) },
    { error: 'invalid' },
  )
  .default({});
const nameTranslationsOutput = z.partialRecord(z.enum(NAME_LANGUAGES), z.string());

/** A server on an ISPmanager panel: what customers see, and how we reach its API. */
export const serverRequestSchema = z.object({
  name: requiredText(100),
  name_i18n: nameTranslationsSchema,
  ip: optionalText(64),
  location: optionalText(100),
  location_i18n: nameTranslationsSchema,
  cpu: optionalText(100),
  ram: optionalText(100),
  panel_url: httpUrl.nullable().optional(),
  port_http: portNumber.nullable().optional(),
  port_https: portNumber.nullable().optional(),
  port_ispmanager: portNumber.nullable().optional(),
  dns_primary: optionalText(255),
  dns_secondary: optionalText(255),
  api_url: httpUrl,
  login_base_url: httpUrl.nullable().optional(),
  wap_url_template: optionalText(500),
  admin_login: requiredText(100),
  /** Required when adding; left out when editing, the stored one stays. */
  admin_password: z.string().min(1, { error: 'required' }).max(200, { error: 'too_long' }).optional(),
  tls_insecure: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type ServerRequest = z.input<typeof serverRequestSchema>;

/** Som per period; at least one period has a price. */
export const tariffPricesSchema = z
  .object({
    day: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
    month: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
    year: z.number({ error: 'invalid' }).positive({ error: 'amount_too_small' }).max(100_000_000).optional(),
  })
  .refine((prices) => Object.values(prices).some((price) => price !== undefined), { error: 'required' });

export const tariffRequestSchema = z.object({
  server_id: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647),
  name: requiredText(100),
  name_i18n: nameTranslationsSchema,
  /** The ISPmanager preset the panel user is created with. */
  preset: requiredText(100),
  /** Fields left empty in a form arrive as undefined and are dropped. */
  limits: z
    .partialRecord(
      z.enum(TARIFF_LIMIT_KEYS, { error: 'invalid' }),
      z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(0, { error: 'invalid' })
        .max(10_000_000, { error: 'invalid' })
        .optional(),
    )
    .default({}),
  prices: tariffPricesSchema,
  enabled: z.boolean().default(true),
});
export type TariffRequest = z.input<typeof tariffRequestSchema>;

export const adminTariffSchema = z.object({
  id: z.number().int(),
  server_id: z.number().int(),
  name: z.string(),
  name_i18n: nameTranslationsOutput,
  preset: z.string(),
  limits: z.record(z.string(), z.number()),
  prices: z.object({ day: z.number().optional(), month: z.number().optional(), year: z.number().optional() }),
  enabled: z.boolean(),
  orders: z.number().int(),
});
export type AdminTariff = z.infer<typeof adminTariffSchema>;

export const adminServerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_i18n: nameTranslationsOutput,
  ip: z.string().nullable(),
  location: z.string().nullable(),
  location_i18n: nameTranslationsOutput,
  cpu: z.string().nullable(),
  ram: z.string().nullable(),
  panel_url: z.string().nullable(),
  port_http: z.number().nullable(),
  port_https: z.number().nullable(),
  port_ispmanager: z.number().nullable(),
  dns_primary: z.string().nullable(),
  dns_secondary: z.string().nullable(),
  api_url: z.string(),
  login_base_url: z.string().nullable(),
  wap_url_template: z.string().nullable(),
  admin_login: z.string(),
  tls_insecure: z.boolean(),
  enabled: z.boolean(),
  tariffs: z.array(adminTariffSchema),
});
export type AdminServer = z.infer<typeof adminServerSchema>;

export const serverTestSchema = z.object({ ok: z.boolean(), detail: z.string() });

const newsText = z.object({
  title: requiredText(NEWS_LIMITS.titleMax),
  body: requiredText(NEWS_LIMITS.bodyMax),
});

/** A news item in up to five languages: uz is required (the others fall back to it). */
export const newsRequestSchema = z.object({
  publish_at: z.iso.datetime({ offset: true, error: 'date_invalid' }),
  texts: z.object({
    uz: newsText,
    uzc: newsText.optional(),
    ru: newsText.optional(),
    en: newsText.optional(),
    tj: newsText.optional(),
  }),
});
export type NewsRequest = z.input<typeof newsRequestSchema>;

export const adminNewsSchema = z.object({
  id: z.number().int(),
  publish_at: z.string(),
  published: z.boolean(),
  texts: z.partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), body: z.string() })),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const promoCodeRequestSchema = z
  .object({
    /** Left out: a code is generated. */
    code: z.string().trim().regex(PROMO_CODE_PATTERN, { error: 'promo_code_invalid' }).optional(),
    amount: somAmountSchema.refine((tiyin) => tiyin > 0, { error: 'amount_too_small' }),
    max_uses: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).nullable().optional(),
    valid_from: z.iso.datetime({ offset: true, error: 'date_invalid' }).optional(),
    valid_until: z.iso.datetime({ offset: true, error: 'date_invalid' }).nullable().optional(),
    /** A personal code only this customer can redeem. */
    user_id: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).nullable().optional(),
  })
  .refine((body) => !body.valid_until || !body.valid_from || body.valid_until > body.valid_from, {
    error: 'date_invalid',
    path: ['valid_until'],
  });
export type PromoCodeRequest = z.input<typeof promoCodeRequestSchema>;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  user_id: z.number().int().nullable(),
  active: z.boolean(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminRedemptionSchema = z.object({
  customer_id: z.number().int(),
  redeemed_at: z.string(),
});

export const supportSessionSchema = z.object({
  access_token: z.string(),
  session_id: z.string(),
  expires_at: z.string(),
  /** Opens the customer portal in this session; the token travels in the fragment, never to a server log. */
  url: z.string(),
});
export type SupportSession = z.infer<typeof supportSessionSchema>;

/** The customer portal's page that takes a support session's token from the address fragment. */
export const SUPPORT_SESSION_PAGE = '/support-session';

export const adminStaffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** invited: the invitation waits to be accepted; disabled: cannot sign in. */
  state: z.enum(['active', 'invited', 'disabled']),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminStaff = z.infer<typeof adminStaffSchema>;

export const staffInvitationRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(100),
  role: z.enum(STAFF_ROLES, { error: 'invalid' }),
});
export type StaffInvitationRequest = z.input<typeof staffInvitationRequestSchema>;

export const staffInvitationSchema = z.object({
  id: z.number().int(),
  /** The one-time link for the new staff member; shown once. */
  invite_url: z.string(),
  expires_at: z.string(),
});

export const staffUpdateRequestSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'invalid' }),
  disabled: z.boolean(),
});

export const invitationTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'invalid' }),
});

export const invitationDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** To add to an authenticator app; the account is made active with its first code. */
  otpauth_url: z.string(),
  secret: z.string(),
});

export const invitationAcceptSchema = invitationTokenSchema.extend({
  password: strongPasswordSchema(128),
  code: totpCodeSchema,
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export const recordFileParamsSchema = z.object({
  id: rowIdSchema,
  record_id: rowIdSchema,
  kind: z.string().max(40),
});

/** A message to many customers: in-app, and by e-mail and Telegram where they keep those on for announcements. */
export const broadcastRequestSchema = z.object({
  /** Only customers whose portal language is this one; null: everyone. */
  language: z.enum(LANGUAGES, { error: 'invalid' }).nullable(),
  texts: z.object({
    uz: z.object({ title: requiredText(120), body: requiredText(2000) }),
    uzc: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    ru: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    en: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
    tj: z.object({ title: requiredText(120), body: requiredText(2000) }).optional(),
  }),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;
