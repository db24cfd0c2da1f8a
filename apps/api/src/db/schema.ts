// The one PostgreSQL schema, shared by PGlite and node-postgres. Only PostgreSQL 15 features (Debian's server).
// Each file holds one area's tables; this file only gathers them for Drizzle and drizzle-kit.

export * from './alerts-schema.js';
export * from './documents-schema.js';
export * from './domains-schema.js';
export * from './fiscal-schema.js';
export * from './hosting-schema.js';
export * from './idempotency-schema.js';
export * from './knowledge-base-schema.js';
export * from './limits-schema.js';
export * from './live-events-schema.js';
export * from './mail-schema.js';
export * from './my-data-schema.js';
export * from './news-schema.js';
export * from './notifications-schema.js';
export * from './passkeys-schema.js';
export * from './payments-schema.js';
export * from './promo-codes-schema.js';
export * from './records-schema.js';
export * from './referrals-schema.js';
export * from './saved-cards-schema.js';
export * from './security-schema.js';
export * from './staff-schema.js';
export * from './support-schema.js';
export * from './team-schema.js';
export * from './telegram-schema.js';
export * from './two-factor-schema.js';
export * from './users-schema.js';
