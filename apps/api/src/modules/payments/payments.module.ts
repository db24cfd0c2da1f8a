import { defineModule } from '../../composition/app-module.js';
import { bindJob, bindSchedule } from '../../jobs/job-definition.js';
import { createCallbackGuard } from './callback-guard.js';
import { settleStaleCharges } from './card-charge.service.js';
import { sendCardExpiryNotices } from './card-expiry.js';
import { clickRoutes } from './click.routes.js';
import { submitClickReceipt } from './click-fiscal.job.js';
import { expireStaleInvoices } from './invoice-expiry.js';
import { paymeRoutes } from './payme.routes.js';
import {
  cardChargeSettlement,
  cardExpiryNotices,
  clickFiscalReceipt,
  invoiceExpiry,
} from './payments.jobs.js';
import { paymentsRoutes } from './payments.routes.js';
import { registerPaymentMetrics } from './payments-metrics.js';
import { returnOrigins } from './return-origin.js';
import { savedCardsRoutes } from './saved-cards.routes.js';
import { adjustmentsStaffRoutes } from './staff/adjustments-staff.routes.js';
import { paymentsStaffRoutes } from './staff/payments-staff.routes.js';
import { savedCardsStaffRoutes } from './staff/saved-cards-staff.routes.js';

/** Top-up and the provider callbacks; a provider without credentials has no callback endpoint. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: async (app, { config, adapters, ports }) => {
    const { payments } = config;
    registerPaymentMetrics(app.metrics, app.db);
    await app.register(paymentsStaffRoutes);
    await app.register(savedCardsStaffRoutes);
    await app.register(adjustmentsStaffRoutes, {
      adjustmentApprovalTiyin: config.adjustmentApprovalTiyin,
      staffNamesById: ports.staffNamesById,
    });
    const origins = returnOrigins({
      appUrl: config.appUrl,
      extraOrigins: config.webauthn.origins,
      demoMode: config.demoMode,
    });
    await app.register(paymentsRoutes, { payments, gateways: adapters.gateways, returnOrigins: origins });
    await app.register(savedCardsRoutes, { vault: adapters.cardVault, config: payments });
    const guard = (name: string, allowedIps: string[] | null) =>
      createCallbackGuard(adapters.limits, {
        name,
        allowedIps,
        refusalsPerIp: payments.authFailuresPerIp,
        windowSeconds: config.rateLimits.windowSeconds,
      });
    if (payments.payme) {
      await app.register(paymeRoutes, {
        payme: payments.payme,
        fiscal: payments.fiscal,
        guard: guard('payme', payments.paymeAllowedIps),
      });
    }
    if (payments.click) {
      await app.register(clickRoutes, {
        click: { settings: payments.click, cancelConfirmedError: payments.clickCancelConfirmedError },
        guard: guard('click', null),
      });
    }
  },
  jobs: ({ config, adapters }) => [
    // The seller named on Click's items is the configured one (the STIR the tax office registered the cash desk to).
    bindJob(
      clickFiscalReceipt,
      submitClickReceipt(adapters.clickFiscal, {
        ...config.payments.fiscal,
        sellerTin: config.documents.seller.stir,
      }),
    ),
  ],
  recurring: ({ config, adapters }) => [
    bindSchedule(invoiceExpiry, async ({ db, clock }) => {
      await expireStaleInvoices(db, clock.now());
    }),
    bindSchedule(cardExpiryNotices, async ({ db, clock }) => {
      await sendCardExpiryNotices(db, clock.now());
    }),
    bindSchedule(cardChargeSettlement, async ({ db, clock }) => {
      const { cardVault } = adapters;
      const subscribe = config.payments.paymeSubscribe;
      if (!cardVault || !subscribe) return;
      await settleStaleCharges(
        db,
        { vault: cardVault, fiscal: config.payments.fiscal, callTimeoutMs: subscribe.timeoutMs },
        () => clock.now(),
      );
    }),
  ],
});
