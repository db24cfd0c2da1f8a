import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { integer, url } from './env-values.js';

// Telegram bot settings; parsed as part of config.ts's environment schema.

export const telegramEnvShape = {
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d+:[\w-]{20,}$/, { error: 'must be a bot token such as 123456:ABC-…' })
    .optional()
    .describe(
      "The bot's token from @BotFather; without it (and outside demo mode) the Telegram area is off.",
    ),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .trim()
    .regex(/^@?\w{5,32}$/, { error: 'must be a bot username such as portal_bot' })
    .transform((value) => value.replace(/^@/, ''))
    .optional()
    .describe("The bot's username without @, for the t.me links."),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{32,256}$/, { error: 'must be 32-256 characters A-Z, a-z, 0-9, _ or -' })
    .optional()
    .describe(
      'Sent back by Telegram in X-Telegram-Bot-Api-Secret-Token on every webhook call; 32+ characters.',
    ),
  TELEGRAM_API_ROOT: url('an absolute URL')
    .default('https://api.telegram.org')
    .describe("Telegram's Bot API."),
  TELEGRAM_SIMULATOR_PORT: integer(0, 65_535)
    .default(0)
    .describe("Demo mode's fake Bot API; 0 picks a free port."),
  TELEGRAM_LINK_ATTEMPTS: integer(1, 1000)
    .default(5)
    .describe(
      'Wrong link codes one chat may send per RATE_LIMIT_WINDOW_SECONDS before the bot stops reading them.',
    ),
};

const telegramEnvSchema = z.object(telegramEnvShape);
type TelegramEnv = z.infer<typeof telegramEnvSchema>;

export interface TelegramBotSettings {
  token: string;
  username: string;
  webhookSecret: string;
  apiRoot: string;
  /** Where a customer opens the chat: https://t.me/<bot>, or the fake Bot API's chat page in demo mode. */
  chatLinkBase: string;
}

export interface TelegramConfig {
  /** null: Telegram is off (no token outside demo mode). */
  bot: TelegramBotSettings | null;
  /** Demo mode without a token: the fake Bot API runs in-process and `bot` is pointed at it when it starts. */
  simulator: { enabled: boolean; port: number };
  /** Guessing link codes through the bot: attempts per chat in a fixed window. */
  linkAttempts: TelegramLinkAttemptsLimit;
}

export interface TelegramLinkAttemptsLimit {
  max: number;
  windowSeconds: number;
}

/** The token demo mode's fake Bot API accepts; it means nothing to Telegram. */
export const DEMO_BOT_TOKEN = '100000001:demo-token-for-the-fake-bot-api';
export const DEMO_BOT_USERNAME = 'portal_demo_bot';

/** Answers the settings or the list of problems (named by key) when a token comes without its companions. */
export function telegramConfig(
  vars: TelegramEnv,
  demoMode: boolean,
  windowSeconds: number,
): { config: TelegramConfig; problems: string[] } {
  const problems: string[] = [];
  const simulator = { enabled: false, port: vars.TELEGRAM_SIMULATOR_PORT };
  const linkAttempts = { max: vars.TELEGRAM_LINK_ATTEMPTS, windowSeconds };
  if (vars.TELEGRAM_BOT_TOKEN) {
    if (!vars.TELEGRAM_BOT_USERNAME)
      problems.push('TELEGRAM_BOT_USERNAME is required with TELEGRAM_BOT_TOKEN, got null');
    if (!vars.TELEGRAM_WEBHOOK_SECRET) {
      problems.push('TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_BOT_TOKEN, got null');
    }
    if (problems.length > 0 || !vars.TELEGRAM_BOT_USERNAME || !vars.TELEGRAM_WEBHOOK_SECRET) {
      return { config: { bot: null, simulator, linkAttempts }, problems };
    }
    return {
      config: {
        bot: {
          token: vars.TELEGRAM_BOT_TOKEN,
          username: vars.TELEGRAM_BOT_USERNAME,
          webhookSecret: vars.TELEGRAM_WEBHOOK_SECRET,
          apiRoot: vars.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
          chatLinkBase: `https://t.me/${vars.TELEGRAM_BOT_USERNAME}`,
        },
        simulator,
        linkAttempts,
      },
      problems,
    };
  }
  if (!demoMode) return { config: { bot: null, simulator, linkAttempts }, problems };
  return {
    config: {
      bot: {
        token: DEMO_BOT_TOKEN,
        username: DEMO_BOT_USERNAME,
        webhookSecret: vars.TELEGRAM_WEBHOOK_SECRET ?? randomBytes(24).toString('base64url'),
        // Both replaced by the simulator's address once it listens (composition/demo.ts).
        apiRoot: vars.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
        chatLinkBase: `https://t.me/${DEMO_BOT_USERNAME}`,
      },
      simulator: { enabled: true, port: vars.TELEGRAM_SIMULATOR_PORT },
      linkAttempts,
    },
    problems,
  };
}
