import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage.js';
import { profileRecordsRoutes } from './profile-records.routes.js';

/**
 * Person records and their uploads. Multipart parsing is registered inside this plugin only (not wrapped
 * in fastify-plugin), so no other route accepts multipart bodies.
 */
export async function profileRecordsModule(app: FastifyInstance, options: { config: AppConfig }) {
  // An oversized file becomes a field error (record-form.ts) rather than a bare 413.
  await app.register(multipart, { throwFileSizeLimit: false });
  const storage = createLocalDiskStorage(options.config.records.uploadsDir);
  await app.register(profileRecordsRoutes, { deps: { db: app.db, storage } });
}
