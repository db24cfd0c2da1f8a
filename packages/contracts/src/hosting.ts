import { z } from 'zod';
import { PERIOD_SECONDS } from './constants.js';
import { pageNumberSchema, rowIdSchema } from './envelope.js';
import { orderCancellationSchema } from './hosting-cancel.js';

// Hosting catalogue and orders (docs/product/hosting.md). Money is shown in som.

/** Period seconds as strings, the keys of a tariff's price and the values of `pay_type`. */
export const PAY_TYPES = [
  String(PERIOD_SECONDS.day),
  String(PERIOD_SECONDS.month),
  String(PERIOD_SECONDS.year),
] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const payTypeSchema = z.enum(PAY_TYPES, { error: 'invalid' });

/** The most periods one extension may buy. */
export const MAX_EXTEND_PERIODS = 36;
/** Days of grace (`week`) after expiry before an order is cancelled. */
export const GRACE_DAYS = 7;
/** Days before expiry when a reminder goes out. */
export const REMINDER_DAYS = [7, 3, 1] as const;

export const serverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ip: z.string().nullable(),
  location: z.string().nullable(),
  characteristics: z.object({ CPU: z.string().nullable(), RAM: z.string().nullable() }),
  information: z.object({ PANEL_URL: z.string().nullable() }),
  ports: z.object({
    HTTP: z.number().int().nullable(),
    HTTPS: z.number().int().nullable(),
    ISPMANAGER: z.number().int().nullable(),
  }),
  dns: z.object({ primary: z.string().nullable(), secondary: z.string().nullable() }),
});
export type HostingServer = z.infer<typeof serverSchema>;

export const TARIFF_LIMIT_KEYS = [
  'limit_quota',
  'limit_memory',
  'limit_domains',
  'limit_ftp_users',
  'limit_emails',
  'limit_db',
  'limit_scheduler',
] as const;
export type TariffLimitKey = (typeof TARIFF_LIMIT_KEYS)[number];

export const tariffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  server_id: z.number().int(),
  /** limit_quota and limit_memory are MiB; the others are counts. */
  characteristics: z.array(z.object({ key: z.enum(TARIFF_LIMIT_KEYS), value: z.number().int() })),
  /** Som per period, keyed by period seconds as strings; only the periods offered are present. */
  price: z.partialRecord(payTypeSchema, z.number()),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const tariffsQuerySchema = z.object({
  server_id: rowIdSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: pageNumberSchema,
});

export const ORDER_STATUSES = ['progress', 'active', 'week', 'cancelled', 'suspended'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  /** ISO time; set when the order is paid, moved by extensions, renewals and tariff changes. */
  expires_at: z.string(),
  /** Whole days left until expiry, never negative. */
  remaining_days: z.number().int().nonnegative(),
  auto_renew: z.boolean(),
  /** The server's name and location in the request's language (location null when the operator set none). */
  server: z.object({ id: z.number().int(), name: z.string(), location: z.string().nullable() }),
  /** The site: the customer's live domains whose name servers point at this order; empty when none does yet. */
  domains: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tariff: z.object({ id: z.number().int(), name: z.string() }),
  settings: z.object({ pay: z.object({ type: payTypeSchema }) }),
  /** login and password are null until the panel account exists. */
  panel: z.object({ account: z.object({ login: z.string().nullable(), password: z.string().nullable() }) }),
  /** The customer's cancellation, scheduled or done; null when there is none. */
  cancellation: orderCancellationSchema.nullable(),
});
export type HostingOrder = z.infer<typeof orderSchema>;

export const ordersQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: pageNumberSchema,
});

export const createOrderRequestSchema = z.object({
  tariff_id: rowIdSchema,
  pay_type: payTypeSchema,
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const extendPeriodSchema = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'too_short' })
  .max(MAX_EXTEND_PERIODS, { error: 'too_long' });

/** `extend_period` is the number N of the order's periods to buy (docs/decisions/0021-open-points-of-the-original.md). */
export const extendOrderRequestSchema = z.object({ extend_period: extendPeriodSchema });
export type ExtendOrderRequest = z.input<typeof extendOrderRequestSchema>;

export const tariffChangeRequestSchema = createOrderRequestSchema;
export type TariffChangeRequest = z.input<typeof tariffChangeRequestSchema>;

export const previewRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('extend'), extend_period: extendPeriodSchema }),
  z.object({
    action: z.literal('tariff_change'),
    tariff_id: createOrderRequestSchema.shape.tariff_id,
    pay_type: payTypeSchema,
  }),
]);
export type PreviewRequest = z.input<typeof previewRequestSchema>;

/**
 * What a tariff change does with the paid time left (TARIFF_CHANGE_POLICY): `reset` loses it (the original product's rule),
 * `prorate` credits its unused whole days to the balance before the new period is charged.
 */
export const TARIFF_CHANGE_POLICIES = ['reset', 'prorate'] as const;
export type TariffChangePolicy = (typeof TARIFF_CHANGE_POLICIES)[number];

export const previewResponseSchema = z.object({
  /** Som charged if confirmed. */
  charge: z.number(),
  /** The balance now, in som, and whether it covers the charge. */
  balance: z.number(),
  sufficient: z.boolean(),
  /** Som missing when not sufficient, else 0. */
  shortfall: z.number(),
  current_expires_at: z.string(),
  new_expires_at: z.string(),
  /** Seconds of paid time given up (a tariff change loses what is left of the current period). */
  lost_seconds: z.number().int().nonnegative(),
  /** Whole days left of the current period (remainingDays): lost under `reset`, credited under `prorate`. */
  lost_days: z.number().int().nonnegative(),
  /** The active policy (TARIFF_CHANGE_POLICY); an extension loses and credits nothing under either. */
  policy: z.enum(TARIFF_CHANGE_POLICIES),
  /** Som credited back for the unused days before the charge (prorate only, else 0). */
  credit: z.number().nonnegative(),
  /** charge − credit in som: above 0 the balance pays it, below 0 it comes back to the balance. */
  net: z.number(),
  tariff: z.object({ id: z.number().int(), name: z.string() }),
  pay_type: payTypeSchema,
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const autoRenewRequestSchema = z.object({ auto_renew: z.boolean({ error: 'invalid' }) });
export type AutoRenewRequest = z.infer<typeof autoRenewRequestSchema>;

export const panelLinkResponseSchema = z.object({ url: z.string() });
export type PanelLinkResponse = z.infer<typeof panelLinkResponseSchema>;

export const PANEL_LINK_KINDS = ['ispmanager', 'wap-ispmanager'] as const;
export type PanelLinkKind = (typeof PANEL_LINK_KINDS)[number];
