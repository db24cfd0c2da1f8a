import { type Language, parseLanguage } from '@portal/contracts';
import type { Bot, Context } from 'grammy';
import type { Message } from 'grammy/types';
import type { ChatAttachment, ChatReplies } from '../../composition/app-module.js';
import type { Database } from '../../db/database.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import type { TelegramApi } from '../../integrations/telegram/telegram-bot.js';
import type { Clock } from '../../lib/clock.js';
import type { HostingDeps } from '../hosting/hosting-deps.js';
import { listOrders } from '../hosting/orders.service.js';
import { deleteLinkOfChat } from './telegram.repository.js';
import { linkChatByCode } from './telegram.service.js';
import { findCustomerOfChat, findUserForGreeting } from './telegram-customer.js';
import { botTexts, formatDate, formatSom, languageOfTelegram } from './telegram-texts.js';

/** The bot shows at most this many orders; the rest are on the site. */
const ORDERS_SHOWN = 10;

interface BotDeps {
  db: Database;
  clock: Clock;
  hosting: HostingDeps;
  /** `/start <code>` attempts per chat (TELEGRAM_LINK_ATTEMPTS per window). */
  linkAttempts: Limiter;
  /** A reply to the message that carried a ticket's answer goes to support. */
  chatReplies: ChatReplies;
  /** Fetches a file a person sent (the Telegram port's getFile and download). */
  downloadFile: TelegramApi['downloadFile'];
}

/** The photo (its largest size) or document of a message, to be fetched only if support wants it. */
function attachmentOf(
  message: Message,
  downloadFile: TelegramApi['downloadFile'],
): ChatAttachment | undefined {
  const photo = message.photo?.at(-1);
  const document = message.document;
  const file = photo ?? document;
  if (!file) return undefined;
  return {
    // A photo has no name; Telegram sends photos as JPEG.
    fileName: document?.file_name ?? `telegram-photo-${file.file_unique_id}.jpg`,
    sizeBytes: file.file_size,
    download: (maxBytes) => downloadFile(file.file_id, maxBytes),
  };
}

const personOf = (ctx: Context) => {
  const from = ctx.from;
  const name = [from?.first_name, from?.last_name].filter(Boolean).join(' ');
  return { chatId: ctx.chat?.id ?? 0, username: from?.username, name: name || from?.username || 'Telegram' };
};

/** The bot's commands. Only private chats are served: a group must not see anyone's balance. */
export function registerBotCommands(bot: Bot, deps: BotDeps): void {
  const { db, clock } = deps;
  const privateChats = bot.chatType('private');

  const languageOf = async (ctx: Context): Promise<Language> => {
    const customer = await findCustomerOfChat(db, ctx.chat?.id ?? 0);
    return customer ? parseLanguage(customer.language) : languageOfTelegram(ctx.from?.language_code);
  };

  privateChats.command('start', async (ctx) => {
    const code = ctx.match.trim();
    if (code === '') {
      const customer = await findCustomerOfChat(db, ctx.chat.id);
      const texts = botTexts(await languageOf(ctx));
      return void (await ctx.reply(customer ? texts.help : texts.startWithoutCode));
    }
    const result = await linkChatByCode(db, deps.linkAttempts, {
      person: personOf(ctx),
      typedCode: code,
      now: clock.now(),
    });
    if (result.outcome === 'limited') {
      const texts = botTexts(await languageOf(ctx));
      return void (await ctx.reply(texts.tooManyAttempts(result.retryAfterMinutes)));
    }
    if (result.outcome === 'invalid') {
      return void (await ctx.reply(botTexts(await languageOf(ctx)).codeInvalid));
    }
    const user = await findUserForGreeting(db, result.userId);
    const texts = botTexts(parseLanguage(user?.language));
    await ctx.reply(texts.linked(user?.firstname ?? ''));
  });

  privateChats.command('balance', async (ctx) => {
    const customer = await findCustomerOfChat(db, ctx.chat.id);
    if (!customer) return void (await ctx.reply(botTexts(await languageOf(ctx)).notLinked));
    const texts = botTexts(parseLanguage(customer.language));
    await ctx.reply(texts.balance(formatSom(customer.balanceTiyin, texts)));
  });

  privateChats.command('orders', async (ctx) => {
    const customer = await findCustomerOfChat(db, ctx.chat.id);
    if (!customer) return void (await ctx.reply(botTexts(await languageOf(ctx)).notLinked));
    const language = parseLanguage(customer.language);
    const texts = botTexts(language);
    const now = clock.now();
    const { data: orders } = await listOrders(db, deps.hosting, {
      userId: customer.userId,
      perPage: ORDERS_SHOWN,
      page: 1,
      now,
      language,
    });
    if (orders.length === 0) return void (await ctx.reply(texts.noOrders));
    const lines = orders.map((order) =>
      texts.orderLine({
        id: order.id,
        tariff: order.tariff.name,
        status: texts.status[order.status],
        expires: formatDate(new Date(order.expires_at)),
      }),
    );
    await ctx.reply([texts.ordersTitle, ...lines].join('\n'));
  });

  privateChats.command('unlink', async (ctx) => {
    const customer = await findCustomerOfChat(db, ctx.chat.id);
    if (!customer) return void (await ctx.reply(botTexts(await languageOf(ctx)).notLinked));
    await deleteLinkOfChat(db, ctx.chat.id);
    await ctx.reply(botTexts(parseLanguage(customer.language)).unlinked);
  });

  // A reply to a message that carried a ticket's answer joins the ticket (only from the chat linked to its owner).
  privateChats.on('message', async (ctx, next) => {
    const replyTo = ctx.message.reply_to_message?.message_id;
    const customer = replyTo === undefined ? undefined : await findCustomerOfChat(db, ctx.chat.id);
    if (replyTo === undefined || !customer) return next();
    const attachment = attachmentOf(ctx.message, deps.downloadFile);
    const answer = await deps.chatReplies.receive(db, {
      userId: customer.userId,
      chatId: ctx.chat.id,
      replyToMessageId: replyTo,
      text: ctx.message.text ?? ctx.message.caption ?? '',
      language: customer.language,
      ...(attachment ? { attachment } : {}),
    });
    if (answer === null) return next();
    await ctx.reply(answer);
  });

  // Anything else: the linked customer gets the command list, an unknown chat the way to link.
  privateChats.on('message', async (ctx) => {
    const customer = await findCustomerOfChat(db, ctx.chat.id);
    const texts = botTexts(await languageOf(ctx));
    await ctx.reply(customer ? texts.help : texts.notLinked);
  });
}
