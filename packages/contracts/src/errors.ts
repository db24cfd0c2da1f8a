import { z } from 'zod';
import { accountDeleteBlockerSchema } from './my-data.js';

/** Stable error codes with their HTTP status (docs/product/api.md). The client translates by code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  INVALID_CREDENTIALS: 422,
  CAPTCHA_REQUIRED: 422,
  MERCHANT_UNSUPPORTED: 422,
  INSUFFICIENT_FUNDS: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  SUPPORT_SESSION_FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // The customer's own data.
  DATA_EXPORT_NOT_READY: 409,
  DATA_EXPORT_EXPIRED: 410,
  /** Something still runs or money is left; `blockers` lists every reason at once. */
  ACCOUNT_DELETE_BLOCKED: 409,
  /** A balance adjustment's requester may neither approve nor reject it: that is another person's decision. */
  ADJUSTMENT_OWN_REQUEST: 403,
  /** The adjustment request was already approved or rejected (perhaps by someone else a moment ago). */
  ADJUSTMENT_ALREADY_DECIDED: 409,
  /** Only a company payer (its details set in the cabinet) pays by bank transfer against an invoice. */
  PAYER_NOT_COMPANY: 409,
  /** The bank invoice was already paid: a payment is credited once. */
  BANK_INVOICE_ALREADY_PAID: 409,
  /** The unmatched bank line was already assigned or marked not ours (perhaps by someone else a moment ago). */
  BANK_LINE_HANDLED: 409,
  /** A bank line is credited to a live customer only: a deleted account's balance takes no money. */
  BANK_LINE_CUSTOMER_DELETED: 409,
  // A customer's cancellation of a hosting order (or a change of one being cancelled).
  /** Only an active order can be cancelled (not one being set up, in its grace week or suspended). */
  ORDER_NOT_ACTIVE: 409,
  /** The order was already cancelled. */
  ORDER_CANCELLED: 409,
  /** The order ends at its expiry as the customer asked: undo that before changing or cancelling it again. */
  ORDER_CANCEL_SCHEDULED: 409,
  /** Undo with no scheduled cancellation: none was asked for, or it already took effect. */
  ORDER_CANCEL_NOT_SCHEDULED: 409,
  // The order's sites, certificates and DNS records, changed through the hosting panel.
  /** The panel refused a create: the tariff's limit is reached; `limit` names it and the tariff that lifts it. */
  HOSTING_LIMIT_REACHED: 422,
  /** The panel already has this object (a site, a record); `errors` names the field. */
  HOSTING_OBJECT_EXISTS: 409,
  /** The order is suspended, expired, not set up yet or cancelled: its panel objects are read-only. */
  HOSTING_ORDER_READ_ONLY: 409,
  /** The hosting panel did not answer: nothing was changed, try again in a minute. */
  HOSTING_PANEL_UNAVAILABLE: 503,
  // Saved cards (docs/product/saved-cards.md).
  /** Payme does not know the token, or its SMS code was never confirmed. */
  CARD_NOT_VERIFIED: 422,
  /** Payme refused to charge the card (no money, expired, blocked); nothing was taken. */
  CARD_DECLINED: 422,
  /** Payme's cards service cannot be reached or is not configured; nothing was charged. */
  CARD_PROVIDER_UNAVAILABLE: 503,
  /** Auto-pay is switched on only with the consent text currently shown. */
  AUTOPAY_CONSENT_OUTDATED: 422,
  // An account's team.
  /** A member acting in someone's account lacks the permission this needs (or it is the owner's alone). */
  MEMBER_FORBIDDEN: 403,
  /** The invitation link is unknown, used, withdrawn or past its 7 days. */
  TEAM_INVITATION_INVALID: 410,
  /** The invitation was sent to another e-mail address than the signed-in person's. */
  TEAM_INVITATION_OTHER_EMAIL: 403,
  /** The person already belongs to this account (or has an invitation waiting). */
  TEAM_ALREADY_MEMBER: 409,
  /** An owner cannot invite themselves or accept an invitation to their own account. */
  TEAM_OWN_ACCOUNT: 422,
  // Webhooks (docs/webhooks.md).
  /** The account already has WEBHOOK_ENDPOINTS_MAX endpoints. */
  WEBHOOK_LIMIT_REACHED: 409,
  /** The endpoint is switched off: turn it on before sending to it. */
  WEBHOOK_DISABLED: 409,
  /**
   * X-Account-Id names an account the signed-in person does not (or no longer) belong to: the same answer whether
   * it exists or not. The client goes back to the person's own account and says so.
   */
  TEAM_ACCOUNT_CLOSED: 404,
  // Personal API keys (docs/api-keys.md).
  /** An API key called a route its scopes do not cover, or one no key may call (security, team, keys). */
  API_KEY_FORBIDDEN: 403,
  /** The account already holds API_KEYS_MAX keys: revoke one first. */
  API_KEY_LIMIT_REACHED: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Codes used as zod issue messages and as field-error codes. The server turns them into text in the
 * request's language; the client turns them into text with `validation.<code>`.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'email_invalid',
  'password_weak',
  'password_mismatch',
  'phone_invalid',
  'birthday_invalid',
  'sex_invalid',
  'email_taken',
  'email_change_needs_password',
  'phone_taken',
  'invalid_credentials',
  'code_invalid',
  'code_expired',
  'code_attempts_exceeded',
  'captcha_invalid',
  'session_not_found',
  'username_invalid',
  'username_taken',
  'password_wrong',
  'amount_invalid',
  'amount_too_small',
  'amount_too_large',
  'merchant_invalid',
  'merchant_unsupported',
  // Webhook endpoints.
  /** Not an https:// address (or not an address at all). */
  'webhook_url_invalid',
  /** The address is this host, loopback, a private, link-local or metadata address, or resolves to one. */
  'webhook_address_refused',
  'webhook_events_required',
  'promo_code_invalid',
  'promo_code_expired',
  'promo_code_used_up',
  'promo_code_already_used',
  'user_not_found',
  'recipient_blocked',
  'file_type_invalid',
  'file_too_large',
  'region_invalid',
  'date_invalid',
  'period_too_long',
  'passport_invalid',
  'domain_invalid',
  'domain_zone_restricted',
  'domain_zone_unsupported',
  // Domain orders.
  'domain_taken',
  'domain_not_sold',
  'nameserver_invalid',
  'nameservers_minimum',
  'nameservers_maximum',
  'nameservers_duplicate',
  /** A .uz order names no registrant record. */
  'record_required',
  /** The record is not (yet) approved by staff. */
  'record_not_approved',
  'auth_code_invalid',
  /** Another change of this domain is still under way. */
  'domain_operation_open',
  'domain_not_renewable',
  'domain_not_restorable',
  /** .uz transfer codes come from the registry on a written request, not from the portal. */
  'domain_transfer_code_manual',
  // The second factor.
  /** The login challenge is unknown, used up or ended. */
  'challenge_invalid',
  'two_factor_already_enabled',
  /** Enabling without a pending setup. */
  'two_factor_not_set_up',
  'two_factor_not_enabled',
  // Passkeys.
  /** The passkey ceremony's challenge is unknown, used, expired, or not this session's. */
  'passkey_challenge_invalid',
  /** The authenticator's answer failed verification (signature, origin, user verification, user handle). */
  'passkey_invalid',
  /** No passkey with this credential id is registered here. */
  'passkey_unknown',
  /** This authenticator's credential is already registered (to this or another account). */
  'passkey_taken',
  'passkey_limit_reached',
  /** The signature counter went backwards: the authenticator may have been cloned. */
  'passkey_counter_invalid',
  /** An API key's expiry is not a time in the future within a year. */
  'api_key_expiry_invalid',
  /** Another knowledge-base article already has this slug (its address). */
  'slug_taken',
  // Sites and DNS records of a hosting order.
  /** Another customer's site has this name. */
  'site_taken',
  /** The domain is neither the customer's here nor pointed at the server (NS or A record). */
  'site_domain_unproven',
  'alias_invalid',
  'alias_duplicate',
  /** The server does not offer this PHP version. */
  'php_version_unsupported',
  'ipv4_invalid',
  'ipv6_invalid',
  'hostname_invalid',
  'dns_name_invalid',
  /** A CNAME may not share its name with another record (nor stand at the zone's apex). */
  'dns_cname_conflict',
  'dns_ttl_invalid',
  'dns_record_taken',
  'caa_invalid',
  // Mailboxes and databases of a hosting order.
  'mailbox_name_invalid',
  'mailbox_address_invalid',
  /** A box of this address is already on the server. */
  'mailbox_taken',
  /** A box's domain must be one of the order's sites. */
  'mail_domain_not_site',
  /** Another account on the server holds this mail domain. */
  'mail_domain_taken',
  'forward_invalid',
  'forward_duplicate',
  'quota_invalid',
  'database_name_invalid',
  'database_user_invalid',
  'database_charset_invalid',
  /** A database or database user of this name is already on the server. */
  'database_taken',
  // FTP accounts and cron jobs of a hosting order.
  'ftp_name_invalid',
  /** The folder leaves the account's home (`..`, an absolute path elsewhere) or is not a path. */
  'ftp_home_invalid',
  'ftp_user_taken',
  /** The panel user's own FTP account cannot be deleted. */
  'ftp_main_account',
  'cron_schedule_invalid',
  /** The job would run more often than once every 5 minutes. */
  'cron_too_frequent',
  /** A newline, carriage return or other control character in the command. */
  'cron_command_invalid',
  'cron_time_invalid',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorResponseSchema = z.object({
  status: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
  /** INSUFFICIENT_FUNDS: the som missing from the balance, so the client can offer that top-up. */
  shortfall: z.number().optional(),
  /** A limited answer (429): seconds before a retry may succeed, as the Retry-After header says too. */
  retry_after: z.number().int().optional(),
  /** ACCOUNT_DELETE_BLOCKED: every reason the account cannot be deleted yet. */
  blockers: z.array(accountDeleteBlockerSchema).optional(),
  /** HOSTING_LIMIT_REACHED: the panel limit reached (`limit_webdomains`, …) and the cheapest tariff lifting it. */
  limit: z
    .object({
      key: z.string(),
      tariff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
