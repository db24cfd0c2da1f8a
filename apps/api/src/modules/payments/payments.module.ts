import { defineModule } from '../../composition/app-module.js';
import { clickRoutes } from './click.routes.js';
import { invoiceExpiryJob } from './invoice-expiry.js';
import { paymeRoutes } from './payme.routes.js';
import { paymentsRoutes } from './payments.routes.js';

/** Top-up and the provider callbacks; a provider without credentials has no callback endpoint. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: async (app, { config, adapters }) => {
    const { payments } = config;
    await app.register(paymentsRoutes, { payments, gateways: adapters.gateways, appUrl: config.appUrl });
    if (payments.payme) await app.register(paymeRoutes, { payme: payments.payme });
    if (payments.click) {
      await app.register(clickRoutes, {
        click: { settings: payments.click, cancelConfirmedError: payments.clickCancelConfirmedError },
      });
    }
  },
  recurring: () => [invoiceExpiryJob],
});
