// The operator console's API, one file per area of the console.
export * from './adjustments.js';
export * from './audit.js';
export * from './bank-payments.js';
export * from './catalogue.js';
export * from './content.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './domains.js';
export * from './knowledge-base.js';
export * from './orders.js';
export * from './paths.js';
export * from './payments.js';
export * from './saved-cards.js';
export * from './staff.js';
export * from './support.js';
export * from './system.js';
