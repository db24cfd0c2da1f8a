import { paymentPaths } from '@portal/contracts';
import { startClickSimulator, startPaymeSimulator } from '@portal/simulators';
import type { PaymentsConfig } from '../../config/payments-config.js';

export interface DemoSimulators {
  paymeUrl: string | null;
  clickPayUrl: string | null;
  close: () => Promise<void>;
}

/**
 * Demo mode: local Payme and Click checkouts that call our own callback endpoints with our keys, so a top-up
 * can be walked through without provider accounts. `callbackBase` is where this server is reachable.
 */
export async function startDemoSimulators(
  config: PaymentsConfig,
  callbackBase: string,
): Promise<DemoSimulators> {
  const payme = config.payme
    ? await startPaymeSimulator({
        port: config.simulators.paymePort,
        merchantUrl: `${callbackBase}${paymentPaths.payme}`,
        key: config.payme.key,
        merchantId: config.payme.merchantId,
      })
    : null;
  const click = config.click
    ? await startClickSimulator({
        port: config.simulators.clickPort,
        prepareUrl: `${callbackBase}${paymentPaths.clickPrepare}`,
        completeUrl: `${callbackBase}${paymentPaths.clickComplete}`,
        secretKey: config.click.secretKey,
        serviceId: config.click.serviceId,
        merchantId: config.click.merchantId,
      })
    : null;
  return {
    paymeUrl: payme?.url ?? null,
    clickPayUrl: click ? `${click.url}/services/pay` : null,
    close: async () => {
      await Promise.all([payme?.close(), click?.close()]);
    },
  };
}

/** The address our own process answers on, for the simulators running inside it. */
export function localCallbackBase(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
