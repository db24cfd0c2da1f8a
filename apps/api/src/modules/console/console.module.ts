import { defineModule } from '../../composition/app-module.js';
import { syncDomains, syncDriftDryRun } from '../domains/domain-sync.service.js';
import { adjustmentsRoutes } from './adjustments.routes.js';
import { catalogueRoutes } from './catalogue-staff.routes.js';
import { contentRoutes } from './content.routes.js';
import { customersRoutes } from './customers.routes.js';
import { domainsConsoleRoutes } from './domains-staff.routes.js';
import { moneyRoutes } from './money.routes.js';
import { operationsRoutes } from './operations.routes.js';
import { recordVerificationRoutes } from './record-verification.routes.js';
import { recordsRoutes } from './records.routes.js';

/** The operator console's views of customers and their money; staff sign-in is the staff module's. */
export const consoleModule = defineModule({
  name: 'console',
  routes: async (app, { adapters, config }) => {
    await app.register(customersRoutes, {
      appUrl: config.appUrl,
      adjustmentApprovalTiyin: config.adjustmentApprovalTiyin,
    });
    await app.register(adjustmentsRoutes);
    await app.register(moneyRoutes);
    await app.register(operationsRoutes);
    await app.register(contentRoutes);
    await app.register(recordsRoutes, { storage: adapters.storage });
    await app.register(catalogueRoutes, { hosting: adapters.hosting });
    await app.register(recordVerificationRoutes);
    await app.register(domainsConsoleRoutes, {
      registrar: adapters.registrars.api,
      lowBalanceUsd: config.domains.lowBalanceUsd,
      dryRun: syncDriftDryRun(adapters.registrars.api, config.domains.syncBatch),
      syncNow: (db, now) =>
        syncDomains(db, adapters.registrars.api, { now, batch: config.domains.syncBatch }),
    });
  },
});
