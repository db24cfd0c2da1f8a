// The package's public surface: schemas, types, codes and constants shared by the API and the web client.
export * from './api-paths.js';
export * from './auth.js';
export * from './constants.js';
export * from './envelope.js';
export * from './errors.js';
export * from './guards.js';
export * from './hosting.js';
export * from './mail.js';
export * from './news.js';
export * from './notifications.js';
export * from './payments.js';
export * from './profile-records.js';
export * from './promo-codes.js';
export * from './referrals.js';
export * from './security.js';
export * from './telegram.js';
export * from './validation.js';
