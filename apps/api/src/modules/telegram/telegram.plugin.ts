import type { AddressInfo } from 'node:net';
import { telegramPaths } from '@portal/contracts';
import { startTelegramSimulator } from '@portal/simulators';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Bot } from 'grammy';
import type { AppConfig } from '../../config/config.js';
import {
  createTelegramBot,
  type TelegramApi,
  telegramApi,
} from '../../integrations/telegram/telegram-bot.js';
import type { BotInfo } from './telegram.service.js';
import { createTelegramDelivery, type TelegramDelivery } from './telegram-delivery.js';

/** The configured bot; the module adds its commands and webhook route, the jobs use `delivery`. */
export interface TelegramRuntime {
  bot: Bot;
  api: TelegramApi;
  info: BotInfo;
  webhookSecret: string;
  delivery: TelegramDelivery;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null: no bot is configured (no TELEGRAM_BOT_TOKEN outside demo mode). */
    telegram: TelegramRuntime | null;
  }
}

/** Where this process answers, for the in-process fake Bot API to call it back. */
function localAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  const host =
    !address || address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? 0}`;
}

/**
 * Creates the bot before the job runner needs it. Demo mode without a token starts the fake Bot API here and
 * points the bot at it; once the server listens, the webhook is registered with its secret.
 */
export const telegramPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { bot: settings, simulator } = options.config.telegram;
    if (!settings) {
      app.decorate('telegram', null);
      return;
    }
    let apiRoot = settings.apiRoot;
    let linkBase = `https://t.me/${settings.username}`;
    if (simulator.enabled) {
      const fake = await startTelegramSimulator({
        port: simulator.port,
        token: settings.token,
        botUsername: settings.username,
        botName: 'Portal (demo)',
      });
      app.addHook('onClose', () => fake.close());
      apiRoot = fake.url;
      linkBase = `${fake.url}/${settings.username}`;
      app.log.info({ url: fake.url, chat: linkBase }, 'Telegram Bot API simulator started');
    }
    const bot = createTelegramBot({ ...settings, apiRoot });
    bot.catch((error) =>
      app.log.error({ err: error.error, update: error.ctx.update.update_id }, 'bot update failed'),
    );
    const api = telegramApi(bot);
    app.decorate('telegram', {
      bot,
      api,
      info: { username: settings.username, linkBase },
      webhookSecret: settings.webhookSecret,
      delivery: createTelegramDelivery(api),
    });

    app.addHook('onListen', async () => {
      // The in-process simulator reaches us on the address we listen on; Telegram on the public APP_URL.
      const base = simulator.enabled ? localAddress(app) : options.config.appUrl;
      try {
        await api.setWebhook(`${base}${telegramPaths.webhook}`, settings.webhookSecret);
      } catch (error) {
        app.log.error(
          { err: error },
          'setting the Telegram webhook failed; the bot will not receive updates',
        );
      }
    });
  },
  { name: 'telegram', dependencies: ['db'] },
);
