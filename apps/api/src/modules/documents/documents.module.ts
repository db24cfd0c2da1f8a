import { defineModule } from '../../composition/app-module.js';
import { documentsRoutes } from './documents.routes.js';
import { documentsStaffRoutes } from './staff/documents-staff.routes.js';

/** Money documents (PDF), company payers and their bank transfers, and the seller's details. */
export const documentsModule = defineModule({
  name: 'documents',
  routes: async (app, { config }) => {
    await app.register(documentsRoutes, { documents: config.documents });
    await app.register(documentsStaffRoutes, { documents: config.documents });
  },
});
