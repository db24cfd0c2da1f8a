// The package's public surface: schemas, types, codes and constants shared by the API and the web client.
export * from './api-paths.js';
export * from './auth.js';
export * from './constants.js';
export * from './envelope.js';
export * from './errors.js';
export * from './hosting.js';
export * from './payments.js';
export * from './security.js';
export * from './validation.js';
