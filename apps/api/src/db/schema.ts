// The one PostgreSQL schema, shared by PGlite and node-postgres. Only PostgreSQL 15 features (Debian's server).
// Each table is declared in the folder of the module that owns it (`modules/<m>/<m>.schema.ts`; the
// infrastructure's next to the code that uses it); this file only gathers them for Drizzle and drizzle-kit, and
// no module imports it (docs/architecture/tables.md).

export * from '../integrations/limits/limits.schema.js';
export * from '../jobs/jobs.schema.js';
export * from '../modules/account/account.schema.js';
export * from '../modules/account/customer-notes.schema.js';
export * from '../modules/alerts/alerts.schema.js';
export * from '../modules/api-keys/api-keys.schema.js';
export * from '../modules/balance/balance.schema.js';
export * from '../modules/documents/documents.schema.js';
export * from '../modules/domains/domains.schema.js';
export * from '../modules/hosting/hosting.schema.js';
export * from '../modules/hosting/hosting-usage.schema.js';
export * from '../modules/knowledge-base/knowledge-base.schema.js';
export * from '../modules/live/live.schema.js';
export * from '../modules/mail/mail.schema.js';
export * from '../modules/messages/messages.schema.js';
export * from '../modules/my-data/my-data.schema.js';
export * from '../modules/news/news.schema.js';
export * from '../modules/notifications/notifications.schema.js';
export * from '../modules/payments/fiscal.schema.js';
export * from '../modules/payments/payments.schema.js';
export * from '../modules/payments/saved-cards.schema.js';
export * from '../modules/profile-records/profile-records.schema.js';
export * from '../modules/promo-codes/promo-codes.schema.js';
export * from '../modules/referrals/referrals.schema.js';
export * from '../modules/security/passkeys.schema.js';
export * from '../modules/security/security.schema.js';
export * from '../modules/security/two-factor.schema.js';
export * from '../modules/staff/staff.schema.js';
export * from '../modules/support/support.schema.js';
export * from '../modules/team/team.schema.js';
export * from '../modules/telegram/telegram.schema.js';
export * from '../modules/webhooks/webhooks.schema.js';
export * from '../plugins/idempotency-keys.schema.js';
