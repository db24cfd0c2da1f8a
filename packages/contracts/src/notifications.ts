import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { pageNumberSchema } from './envelope.js';

// In-app notifications, also delivered by e-mail and Telegram as the customer chooses per kind.

export const NOTIFICATION_KINDS = [
  'top_up_credited',
  'order_active',
  'order_expiring',
  'order_suspended',
  'order_cancelled',
  /** The panel never applied a paid extension or tariff change, so it was undone and refunded. */
  'order_change_reverted',
  /** The customer's cancellation of an order: scheduled, undone, or taken effect (`cancel` says which). */
  'order_cancellation',
  'password_changed',
  'email_changed',
  'new_login',
  /** A message from the team to many customers (a console broadcast); its words are in `announcement`. */
  'announcement',
  // A domain registered, transferred or renewed; expiring (30/7/1 days); refunded; auto-renew failed.
  'domain_active',
  'domain_expiring',
  'domain_refunded',
  'domain_renew_failed',
  // The domain expired (grace: renewable until `until`), went to redemption (only a restore until `until`), or
  // was released by the registry.
  'domain_grace',
  'domain_redemption',
  'domain_released',
  // The second factor turned on or off; e-mail recovery will turn it off after 24 hours (expires_at); new
  // recovery codes replaced the old ones.
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset_scheduled',
  'recovery_codes_renewed',
  // The copy of the customer's data asked for is ready to download (for 24 hours).
  'data_export_ready',
  // A passkey added to or removed from the account (passkey: its name).
  'passkey_added',
  'passkey_removed',
  // A personal API key created or revoked (api_key: its name; ip: where from).
  'api_key_created',
  'api_key_revoked',
  // A staff member opened a support session ("view as customer") of the account (staff_name,
  // reason, expires_at), and it ended (ended_at).
  'support_session_started',
  'support_session_ended',
  // Staff answered a support ticket (ticket_id, subject, reply_address), or it closed by itself after days
  // without a reply from the customer.
  'ticket_answered',
  'ticket_auto_closed',
  // A site's free certificate lapses within SSL_EXPIRY_WARNING_DAYS (order_id, domain: the site, days, expires_at).
  'site_ssl_expiring',
  // Auto-pay turned on or off, a card charged for a renewal or refused, the auto-pay card removed, a saved card
  // about to expire (`autopay` says which; `card` is the masked number).
  'card_autopay',
  // A hosting order's disk is above DISK_NOTICE_PERCENT (order_id, percent); told once until it falls below 80 %.
  'disk_nearly_full',
  // A webhook endpoint (url) had no successful delivery for 3 days and was switched off; the owner's alone.
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Security messages always go out on every channel; their preferences cannot be switched off. */
export const SECURITY_KINDS = [
  'password_changed',
  'email_changed',
  'new_login',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset_scheduled',
  'recovery_codes_renewed',
  'passkey_added',
  'passkey_removed',
  'api_key_created',
  'api_key_revoked',
  'support_session_started',
  'support_session_ended',
] as const satisfies readonly NotificationKind[];
export const isSecurityKind = (kind: NotificationKind): boolean =>
  (SECURITY_KINDS as readonly NotificationKind[]).includes(kind);

/** In-app is always on; these are the channels a customer can switch per kind. */
export const NOTIFICATION_CHANNELS = ['email', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What the text of a notification is made from. Every field is optional so one shape serves every kind;
 * money is in som, times are ISO.
 */
export const notificationParamsSchema = z.object({
  amount: z.number().optional(),
  /** webhook_disabled: the endpoint's address. */
  url: z.string().optional(),
  order_id: z.number().int().optional(),
  tariff: z.string().optional(),
  days: z.number().int().optional(),
  expires_at: z.string().optional(),
  /** order_change_reverted: what was undone. */
  change: z.enum(['extension', 'tariff_change']).optional(),
  /** order_cancelled: the provisioning failed and the charge was refunded. */
  refunded: z.boolean().optional(),
  /**
   * order_cancellation: scheduled for the end of the term (expires_at), undone, done now (amount refunded) or
   * done at the end of the term; once done, `until` is when the panel account is deleted.
   */
  cancel: z.enum(['scheduled', 'undone', 'now', 'end_of_term']).optional(),
  /** new_login: the browser and system in words, and the address. */
  browser: z.string().optional(),
  system: z.string().optional(),
  ip: z.string().optional(),
  /** email_changed: the new address, and the old one, which gets the e-mail too. */
  email: z.string().optional(),
  previous_email: z.string().optional(),
  /** domain_*: the domain's name as the customer typed it (Unicode for IDN). */
  domain: z.string().optional(),
  /** domain_grace, domain_redemption: when that period ends (renew, or restore, before it). */
  until: z.string().optional(),
  /** passkey_*: the name the customer gave the passkey. */
  passkey: z.string().optional(),
  /** api_key_*: the name the customer gave the key. */
  api_key: z.string().optional(),
  /** support_session_*: the session, who opened it and why, and when it ended. */
  session_id: z.string().optional(),
  staff_name: z.string().optional(),
  reason: z.string().optional(),
  ended_at: z.string().optional(),
  /** ticket_*: the ticket, its subject, and the signed address a reply by e-mail goes to. */
  ticket_id: z.number().int().optional(),
  subject: z.string().optional(),
  reply_address: z.string().optional(),
  /** ticket_answered: the first lines of the answer. */
  excerpt: z.string().optional(),
  /** card_autopay: what happened, and the card's masked number. */
  autopay: z
    .enum(['enabled', 'disabled', 'charged', 'charge_failed', 'card_removed', 'card_expiring'])
    .optional(),
  card: z.string().optional(),
  /** disk_nearly_full: the share of the disk used, whole per cent. */
  percent: z.number().int().optional(),
  /** A member's copy of the news of an account they belong to: whose account it is (its owner's name). */
  account_name: z.string().optional(),
  /** announcement: the title and text per language, as staff wrote them (uz always there). */
  announcement: z
    .partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), body: z.string() }))
    .optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: notificationParamsSchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  page: pageNumberSchema,
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

/** The paged list also says how many are unread in all. */
export const notificationsListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationsListResponse = z.infer<typeof notificationsListResponseSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'invalid' }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'invalid' }),
  enabled: z.boolean({ error: 'invalid' }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind × channel with its state; `locked` marks the security kinds, always on. */
export const notificationPreferencesSchema = z.array(
  notificationPreferenceSchema.extend({ locked: z.boolean() }),
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT changes the listed pairs only; switching a security kind off is refused. */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_KINDS.length * 2),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
