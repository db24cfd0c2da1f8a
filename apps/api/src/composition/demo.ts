import { paymentPaths } from '@portal/contracts';
import {
  startClickSimulator,
  startPaymeSimulator,
  startRegistrarSimulator,
  startTelegramSimulator,
  startWhoisSimulator,
} from '@portal/simulators';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createSecretBox } from '../lib/secret-box.js';
import { startDemoPanel } from '../modules/hosting/demo-catalogue.js';

// Demo mode's one place for simulators: each one the config asks for starts here, and the config handed on to
// buildAdapters points at it. Production config asks for none, and then this changes nothing.

export interface DemoLayer {
  /** The config with the simulators' addresses in place of the providers'. */
  config: AppConfig;
  close: () => Promise<void>;
}

type Closer = () => Promise<void>;

/** The address our own process answers on, for the simulators running inside it to call back. */
export function localCallbackBase(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Local Payme and Click checkouts that call our own callback endpoints with our keys. */
async function startPaymentSimulators(config: AppConfig, closers: Closer[]): Promise<AppConfig['payments']> {
  const { payments } = config;
  if (!payments.simulators.enabled) return payments;
  const callbackBase = localCallbackBase(config.host, config.port);
  let { payme, click, clickApi, paymeSubscribe } = payments;
  if (payme) {
    const simulator = await startPaymeSimulator({
      port: payments.simulators.paymePort,
      merchantUrl: `${callbackBase}${paymentPaths.payme}`,
      key: payme.key,
      merchantId: payme.merchantId,
    });
    closers.push(simulator.close);
    payme = { ...payme, checkoutUrl: simulator.url };
    // The same simulator serves the Subscribe API: the browser's card form and our receipts talk to it.
    if (paymeSubscribe) paymeSubscribe = { ...paymeSubscribe, apiUrl: `${simulator.url}/api` };
  }
  if (click) {
    const simulator = await startClickSimulator({
      port: payments.simulators.clickPort,
      prepareUrl: `${callbackBase}${paymentPaths.clickPrepare}`,
      completeUrl: `${callbackBase}${paymentPaths.clickComplete}`,
      secretKey: click.secretKey,
      serviceId: click.serviceId,
      merchantId: click.merchantId,
      ...(clickApi ? { merchantUserId: clickApi.merchantUserId } : {}),
    });
    closers.push(simulator.close);
    click = { ...click, payUrl: `${simulator.url}/services/pay` };
    // Fiscal items go to the simulator's merchant API, which answers each with a receipt link.
    if (clickApi) clickApi = { ...clickApi, url: simulator.apiUrl };
  }
  return { ...payments, payme, click, clickApi, paymeSubscribe };
}

/** The fake Bot API; the bot talks to it and its chat page stands in for t.me. */
async function startTelegramSimulatorFor(
  config: AppConfig,
  closers: Closer[],
): Promise<AppConfig['telegram']> {
  const { bot, simulator } = config.telegram;
  if (!bot || !simulator.enabled) return config.telegram;
  const fake = await startTelegramSimulator({
    port: simulator.port,
    token: bot.token,
    botUsername: bot.username,
    botName: 'Portal (demo)',
  });
  closers.push(fake.close);
  return {
    ...config.telegram,
    bot: { ...bot, apiRoot: fake.url, chatLinkBase: `${fake.url}/${bot.username}` },
  };
}

/** The reseller registrar API and the .uz WHOIS, both on loopback; a few names are taken, one is reserved. */
async function startDomainSimulators(config: AppConfig, closers: Closer[]): Promise<AppConfig['domains']> {
  const { domains } = config;
  if (!domains.simulator.enabled || !domains.api) return domains;
  const registrar = await startRegistrarSimulator({
    userId: domains.api.userId,
    apiKey: domains.api.apiKey,
    balance: 500,
  });
  closers.push(registrar.close);
  for (const name of ['google.com', 'example.com', 'portal.net']) registrar.takeElsewhere(name);
  // Transfers the losing registrar refuses, to try in the demo with the code their-<name>.
  registrar.takeElsewhere('qulflangan.com', { locked: true });
  registrar.takeElsewhere('yangi-nom.com', { registeredDaysAgo: 20 });
  const whois = await startWhoisSimulator();
  closers.push(whois.close);
  whois.records.set('portal.uz', {
    status: 'ACTIVE',
    registrar: 'UZINFOCOM',
    created: '2020-05-01',
    expires: '2027-05-01',
  });
  whois.records.set('gov.uz', { status: 'RESERVED' });
  return {
    ...domains,
    api: { ...domains.api, baseUrl: registrar.url },
    whois: { ...domains.whois, host: whois.host, port: whois.port },
  };
}

/** Starts what the config asks for; on a failure half-way, stops what already started. */
export async function startDemoLayer(
  config: AppConfig,
  db: Database,
  log: FastifyBaseLogger,
): Promise<DemoLayer> {
  const closers: Closer[] = [];
  const close = async () => {
    await Promise.all(closers.map((closeOne) => closeOne()));
  };
  try {
    const payments = await startPaymentSimulators(config, closers);
    const telegram = await startTelegramSimulatorFor(config, closers);
    const domains = await startDomainSimulators(config, closers);
    if (config.hosting.simulator.enabled) {
      // The demo servers and tariffs point at the fake ISPmanager; its panel credentials are sealed like real ones.
      const panel = await startDemoPanel(
        db,
        createSecretBox(config.hosting.secretKey),
        config.hosting.simulator.port,
      );
      closers.push(panel.close);
      log.info({ panel: panel.url }, 'fake ISPmanager started');
    }
    if (payments.simulators.enabled) {
      log.info(
        { payme: payments.payme?.checkoutUrl, click: payments.click?.payUrl },
        'payment simulators started',
      );
    }
    if (telegram.bot && telegram.simulator.enabled) {
      log.info(
        { url: telegram.bot.apiRoot, chat: telegram.bot.chatLinkBase },
        'Telegram Bot API simulator started',
      );
    }
    if (domains.simulator.enabled) {
      log.info(
        { registrar: domains.api?.baseUrl, whois: `${domains.whois.host}:${domains.whois.port}` },
        'domain simulators started',
      );
    }
    return { config: { ...config, payments, telegram, domains }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
