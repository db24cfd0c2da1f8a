import type { Bot } from 'grammy';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { type ClickFiscal, createClickFiscal } from '../integrations/fiscal/click-fiscal.js';
import { createDatabaseLimitStore } from '../integrations/limits/database-limit-store.js';
import type { LimitStore } from '../integrations/limits/limit-store.js';
import { type MailDnsResolver, recordsMailDns, systemMailDns } from '../integrations/mail-dns/mail-dns.js';
import { createSmtpMailer, type Mailer } from '../integrations/mailer/mailer.js';
import { clickGateway } from '../integrations/payment-gateway/click.js';
import { paymeGateway } from '../integrations/payment-gateway/payme.js';
import { type CardVault, createPaymeCardVault } from '../integrations/payment-gateway/payme-subscribe.js';
import { manualUzRegistrar } from '../integrations/registrar/manual-uz.js';
import type { Registrar } from '../integrations/registrar/registrar.js';
import { resellerClubRegistrar } from '../integrations/registrar/resellerclub.js';
import { whoisChecker } from '../integrations/registrar/whois-uz.js';
import { createEskizSmsSender, type SmsSender } from '../integrations/sms/sms-sender.js';
import type { FileStorage } from '../integrations/storage/file-storage.js';
import { createLocalDiskStorage } from '../integrations/storage/local-disk-storage.js';
import { createTelegramBot, type TelegramApi, telegramApi } from '../integrations/telegram/telegram-bot.js';
import {
  createWebhookSender,
  type ResolveHost,
  type WebhookSender,
} from '../integrations/webhooks/webhook-sender.js';
import type { Clock } from '../lib/clock.js';
import { createSecretBox, derivedSecretBox } from '../lib/secret-box.js';
import { domainsOfHostingOrders, ownsLiveDomain } from '../modules/domains/domain-sites.service.js';
import { createHostingDeps, type HostingDeps } from '../modules/hosting/hosting-deps.js';
import type { Gateways } from '../modules/payments/invoices.service.js';

/** The configured Telegram bot: grammY for the webhook and commands, the port for sending. */
export interface TelegramAdapter {
  bot: Bot;
  api: TelegramApi;
  username: string;
  /** Where a customer opens a chat with the bot: t.me, or the fake Bot API's chat page in demo mode. */
  chatLinkBase: string;
  webhookSecret: string;
}

/** Every port of the app, each built once from the config. Modules receive the ones they use. */
export interface Adapters {
  gateways: Gateways;
  /** Click's fiscalization (merchant API); null without Click or without its merchant API user. */
  clickFiscal: ClickFiscal | null;
  /** Saved cards and their receipts (Payme Subscribe API); null without Payme. */
  cardVault: CardVault | null;
  /** The secret box for panel credentials and the ISPmanager client of each server. */
  hosting: HostingDeps;
  /** undefined: no SMTP_URL, e-mails stay in the outbox. */
  mailer: Mailer | undefined;
  /** The DNS that inbound support mail is authenticated against (SPF, DKIM keys, DMARC). */
  mailDns: MailDnsResolver;
  /** undefined: no Eskiz login, SMS stay in the outbox. */
  sms: SmsSender | undefined;
  /** null: no bot is configured (no TELEGRAM_BOT_TOKEN outside demo mode). */
  telegram: TelegramAdapter | null;
  storage: FileStorage;
  /** Abuse-limit counters, in the database so every process shares them. */
  limits: LimitStore;
  /** The reseller API for gTLDs (null: no account, gTLDs are not sold) and the manual .uz fulfilment. */
  registrars: { api: Registrar | null; manual: Registrar };
  /** Outbound webhooks: signed POSTs that never reach this host or a private network. */
  webhookSender: WebhookSender;
}

/** What some adapters keep their state in: the app's database, read with the app's clock. */
export interface AdapterRuntime {
  db: Database;
  clock: Clock;
  /** The DNS answers webhooks connect by (the system resolver; a test's answers that change). */
  resolveHost?: ResolveHost;
}

function telegramAdapter(config: AppConfig['telegram']): TelegramAdapter | null {
  const settings = config.bot;
  if (!settings) return null;
  const bot = createTelegramBot(settings);
  return {
    bot,
    api: telegramApi(bot, settings),
    username: settings.username,
    chatLinkBase: settings.chatLinkBase,
    webhookSecret: settings.webhookSecret,
  };
}

/** The hosting side alone, for the operator tools that need nothing else; domains names the orders' sites. */
export const buildHostingAdapter = (config: AppConfig['hosting']): HostingDeps =>
  createHostingDeps(createSecretBox(config.secretKey), config.panelTimeoutMs, {
    orderDomains: domainsOfHostingOrders,
    ownsDomain: ownsLiveDomain,
  });

/**
 * The composition root of the outside world: the one place that turns config into adapters. In demo mode the
 * config it gets already points at the simulators (composition/demo.ts), so nothing here knows about them.
 */
export function buildAdapters(config: AppConfig, runtime: AdapterRuntime): Adapters {
  const { payments, hosting, mail, sms } = config;
  const limits = createDatabaseLimitStore(runtime.db, runtime.clock);
  return {
    gateways: {
      ...(payments.payme ? { payme: paymeGateway(payments.payme) } : {}),
      ...(payments.click ? { click_evolution: clickGateway(payments.click) } : {}),
    },
    clickFiscal: clickFiscalOf(payments, runtime.clock),
    // Card tokens get a key of their own, derived as the TOTP secrets' are.
    cardVault: payments.paymeSubscribe
      ? createPaymeCardVault(
          payments.paymeSubscribe,
          derivedSecretBox(hosting.secretKey, 'payme-card-tokens'),
        )
      : null,
    hosting: buildHostingAdapter(hosting),
    mailer: mail.smtpUrl ? createSmtpMailer(mail.smtpUrl, mail.from) : undefined,
    mailDns: config.supportDesk.mailAuth.dnsRecords
      ? recordsMailDns(config.supportDesk.mailAuth.dnsRecords)
      : systemMailDns,
    sms:
      sms.email && sms.password
        ? createEskizSmsSender({
            baseUrl: sms.baseUrl,
            email: sms.email,
            password: sms.password,
            from: sms.from,
          })
        : undefined,
    telegram: telegramAdapter(config.telegram),
    storage: createLocalDiskStorage(config.records.uploadsDir),
    limits,
    registrars: registrarsOf(config.domains, limits, runtime.clock),
    webhookSender: createWebhookSender(
      { allowLoopback: config.webhooks.allowLoopback },
      runtime.resolveHost ? { resolve: runtime.resolveHost } : {},
    ),
  };
}

function clickFiscalOf(payments: AppConfig['payments'], clock: Clock): ClickFiscal | null {
  const { click, clickApi } = payments;
  if (!click || !clickApi) return null;
  return createClickFiscal({
    apiUrl: clickApi.url,
    serviceId: click.serviceId,
    merchantUserId: clickApi.merchantUserId,
    secretKey: click.secretKey,
    now: () => clock.now(),
  });
}

function registrarsOf(
  config: AppConfig['domains'],
  limits: LimitStore,
  clock: Clock,
): Adapters['registrars'] {
  const whois = whoisChecker(
    config.whois,
    limits.limiter({ name: 'whois-uz', points: config.whois.perMinute, windowSeconds: 60 }),
  );
  return {
    api: config.api ? resellerClubRegistrar(config.api) : null,
    manual: manualUzRegistrar(whois, clock),
  };
}
