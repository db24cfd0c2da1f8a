import { defineModule } from '../../composition/app-module.js';
import { documentsRoutes } from './documents.routes.js';
import { bankLinesStaffRoutes } from './staff/bank-lines-staff.routes.js';
import { documentsStaffRoutes } from './staff/documents-staff.routes.js';

/** Reconciliation acts one customer may have drawn a minute (shared by every process: the limit store). */
const RECONCILIATION_ACTS_PER_MINUTE = 6;

/** Money documents (PDF), company payers and their bank transfers, and the seller's details. */
export const documentsModule = defineModule({
  name: 'documents',
  routes: async (app, { config, adapters }) => {
    await app.register(documentsRoutes, {
      documents: config.documents,
      actsPerCustomer: adapters.limits.limiter({
        name: 'reconciliation-act-account',
        points: RECONCILIATION_ACTS_PER_MINUTE,
        windowSeconds: 60,
      }),
    });
    await app.register(documentsStaffRoutes, { documents: config.documents });
    await app.register(bankLinesStaffRoutes);
  },
});
