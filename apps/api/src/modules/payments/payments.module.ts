import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { clickGateway } from '../../integrations/payment-gateway/click.js';
import {
  localCallbackBase,
  startDemoSimulators,
} from '../../integrations/payment-gateway/demo-simulators.js';
import { paymeGateway } from '../../integrations/payment-gateway/payme.js';
import { balanceRoutes } from '../balance/balance.routes.js';
import { clickRoutes } from './click.routes.js';
import type { Gateways } from './invoices.service.js';
import { paymeRoutes } from './payme.routes.js';
import { paymentsRoutes } from './payments.routes.js';

/** Balance history, top-up and the provider callbacks; in demo mode the checkouts are local simulators. */
export async function paymentsModule(app: FastifyInstance, options: { config: AppConfig }) {
  const { payments } = options.config;
  let { payme, click } = payments;
  if (payments.simulators.enabled) {
    const simulators = await startDemoSimulators(
      payments,
      localCallbackBase(options.config.host, options.config.port),
    );
    app.addHook('onClose', simulators.close);
    if (payme && simulators.paymeUrl) payme = { ...payme, checkoutUrl: simulators.paymeUrl };
    if (click && simulators.clickPayUrl) click = { ...click, payUrl: simulators.clickPayUrl };
    app.log.info({ payme: simulators.paymeUrl, click: simulators.clickPayUrl }, 'payment simulators started');
  }
  const gateways: Gateways = {
    ...(payme ? { payme: paymeGateway(payme) } : {}),
    ...(click ? { click_evolution: clickGateway(click) } : {}),
  };
  await app.register(balanceRoutes);
  await app.register(paymentsRoutes, { payments, gateways, appUrl: options.config.appUrl });
  if (payme) await app.register(paymeRoutes, { payme });
  if (click) {
    await app.register(clickRoutes, {
      click: { settings: click, cancelConfirmedError: payments.clickCancelConfirmedError },
    });
  }
}
