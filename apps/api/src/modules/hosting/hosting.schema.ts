import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

// Hosting servers, tariffs, orders and the record of everything that happened to an order.

/** A hosting server with its ISPmanager. Panel credentials are AES-GCM sealed (lib/secret-box.ts). */
export const hostingServers = pgTable('hosting_servers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Operator-set display names per language (ru, uzc, en, tj); uz is `name` and the fallback. */
  nameI18n: jsonb('name_i18n').$type<Partial<Record<string, string>>>().notNull().default({}),
  ip: text('ip'),
  location: text('location'),
  /** Operator-set display names of the location per language (ru, uzc, en, tj); uz is `location` and the fallback. */
  locationI18n: jsonb('location_i18n').$type<Partial<Record<string, string>>>().notNull().default({}),
  cpu: text('cpu'),
  ram: text('ram'),
  /** Shown to customers as information.PANEL_URL. */
  panelUrl: text('panel_url'),
  portHttp: integer('port_http'),
  portHttps: integer('port_https'),
  portIspmanager: integer('port_ispmanager'),
  dnsPrimary: text('dns_primary'),
  dnsSecondary: text('dns_secondary'),
  /** Where the API is called, e.g. https://host:1500/ispmgr. */
  apiUrl: text('api_url').notNull(),
  /** Base of the customer key-login link (https://host:1500); defaults to the API URL's origin. */
  loginBaseUrl: text('login_base_url'),
  /** The wap link template; {login} and {key} are filled in. Null: the wap link is the normal link. */
  wapUrlTemplate: text('wap_url_template'),
  adminLogin: text('admin_login').notNull(),
  adminPasswordSealed: text('admin_password_sealed').notNull(),
  /** The panel's port 1500 usually has a self-signed certificate. */
  tlsInsecure: boolean('tls_insecure').notNull().default(false),
  /** Demo servers point at the fake panel started with the app; their URLs are refreshed at each start. */
  demo: boolean('demo').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  /** The PHP versions (major.minor) its sites are offered; null: the advertised ones (DEFAULT_PHP_VERSIONS). */
  phpVersions: jsonb('php_versions').$type<string[]>(),
  /** The IMAP/SMTP host mail apps are given; null: the host of the customer's panel link. */
  mailHost: text('mail_host'),
  /** The server's webmail address; null: it has none and the portal shows no webmail link. */
  webmailUrl: text('webmail_url'),
  /** The panel opens phpMyAdmin for a database user after its one-time login. */
  phpMyAdmin: boolean('phpmyadmin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const hostingTariffs = pgTable(
  'hosting_tariffs',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => hostingServers.id),
    name: text('name').notNull(),
    /** Operator-set display names per language (ru, uzc, en, tj); uz is `name` and the fallback. */
    nameI18n: jsonb('name_i18n').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** The ISPmanager preset the panel user is created from. */
    preset: text('preset').notNull(),
    /** limit_* values; MiB for quota and memory, counts otherwise. */
    limits: jsonb('limits').$type<Record<string, number>>().notNull(),
    /** Tiyin per period, keyed by period seconds as strings. */
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('hosting_tariffs_server_idx').on(table.serverId)],
);

export const hostingOrders = pgTable(
  'hosting_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => hostingServers.id),
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => hostingTariffs.id),
    status: text('status', { enum: ['progress', 'active', 'week', 'cancelled', 'suspended'] }).notNull(),
    /** Period seconds of the order (settings.pay.type). */
    payType: integer('pay_type').notNull(),
    /** Tiyin paid for one period of the current tariff, kept for refunds and renewals. */
    periodPriceTiyin: bigint('period_price_tiyin', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** Chosen when the order is made, so a retried provisioning creates the same panel user. */
    panelLogin: text('panel_login').notNull(),
    panelPasswordSealed: text('panel_password_sealed').notNull(),
    /** The smallest reminder (days before expiry) already sent for the current expiry; null: none yet. */
    reminderDaysSent: integer('reminder_days_sent'),
    /**
     * The customer's cancellation: `now` (unused days refunded, then the grace-week lifecycle) or `end_of_term`
     * (nothing renews; at expiry the same lifecycle). Null: none, or undone while it was still scheduled.
     */
    cancelWhen: text('cancel_when', { enum: ['now', 'end_of_term'] }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** When it took effect; null while an end-of-term cancellation waits for the expiry. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Tiyin returned to the balance by a cancellation `now` (0 under CANCEL_REFUND_POLICY=none). */
    cancelRefundTiyin: bigint('cancel_refund_tiyin', { mode: 'number' }),
    /** The customer's words, if any (at most 500 characters). */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('hosting_orders_panel_login_unique').on(table.serverId, table.panelLogin),
    // The console's search by panel login names no server.
    index('hosting_orders_panel_login_idx').on(table.panelLogin),
    index('hosting_orders_user_idx').on(table.userId, table.id),
    index('hosting_orders_due_idx').on(table.status, table.expiresAt),
    check('hosting_orders_price_positive', sql`${table.periodPriceTiyin} > 0`),
    check('hosting_orders_cancel_when_valid', sql`${table.cancelWhen} in ('now', 'end_of_term')`),
    check('hosting_orders_cancel_refund_nonnegative', sql`${table.cancelRefundTiyin} >= 0`),
  ],
);

/** Every status change and every panel call of an order, in order. */
export const hostingOrderEvents = pgTable(
  'hosting_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => hostingOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'panel', 'charge', 'refund', 'reminder'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** The panel func, or what caused the event (create, extend, auto_renew, expiry …). */
    action: text('action').notNull(),
    ok: boolean('ok').notNull().default(true),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('hosting_order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * What the portal last saw of each site's free certificate (docs/hosting-control.md): the watch job compares the
 * panel's answer with it to push changes live, and warns once per expiry before the certificate lapses.
 */
export const hostingSiteCertificates = pgTable(
  'hosting_site_certificates',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => hostingOrders.id, { onDelete: 'cascade' }),
    /** The site's name (punycode). */
    site: text('site').notNull(),
    state: text('state', { enum: ['issuing', 'issued', 'failed'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The expiry the customer was warned about; a renewed certificate has another and is warned again. */
    warnedExpiresAt: timestamp('warned_expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('hosting_site_certificates_site_unique').on(table.orderId, table.site),
    index('hosting_site_certificates_state_idx').on(table.state),
  ],
);
