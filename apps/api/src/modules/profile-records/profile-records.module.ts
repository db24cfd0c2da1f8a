import multipart from '@fastify/multipart';
import { defineModule } from '../../composition/app-module.js';
import { profileRecordsRoutes } from './profile-records.routes.js';
import { recordsStaffRoutes } from './staff/records-staff.routes.js';

/**
 * Person records and their uploads. Multipart parsing is registered inside this module's plugin only, so no
 * other route accepts multipart bodies.
 */
export const profileRecordsModule = defineModule({
  name: 'profile-records',
  routes: async (app, { adapters }) => {
    // An oversized file becomes a field error (record-form.ts) rather than a bare 413.
    await app.register(multipart, { throwFileSizeLimit: false });
    await app.register(profileRecordsRoutes, { deps: { db: app.db, storage: adapters.storage } });
    await app.register(recordsStaffRoutes, { storage: adapters.storage });
  },
});
