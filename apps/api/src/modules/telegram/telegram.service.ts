import { createHash, randomInt } from 'node:crypto';
import {
  TELEGRAM_CODE_ALPHABET,
  TELEGRAM_CODE_LENGTH,
  TELEGRAM_CODE_TTL_MINUTES,
  type TelegramStatus,
} from '@portal/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter } from '../../integrations/limits/limit-store.js';
import {
  claimCode,
  deleteLinkOfUser,
  findLinkOfUser,
  latestValidCodeExpiry,
  replaceCodes,
  replaceLink,
} from './telegram.repository.js';

/** What the account pages need to know about the bot; null when Telegram is off on this server. */
export interface BotInfo {
  username: string;
  /** The deep-link base: `https://t.me/<bot>`, or the demo chat page of the fake Bot API. */
  linkBase: string;
}

/** The person on the other side of a private chat, as Telegram describes them. */
export interface ChatPerson {
  chatId: number;
  username: string | undefined;
  name: string;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newCode(): string {
  let code = '';
  for (let index = 0; index < TELEGRAM_CODE_LENGTH; index++) {
    code += TELEGRAM_CODE_ALPHABET[randomInt(TELEGRAM_CODE_ALPHABET.length)];
  }
  return code;
}

/** People may type the code from the screen: case and separators do not matter. */
const normalizeCode = (typed: string) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

const deepLink = (bot: BotInfo, code: string) => `${bot.linkBase}?start=${encodeURIComponent(code)}`;

export async function telegramStatus(
  db: Database,
  bot: BotInfo | null,
  { userId, now }: { userId: number; now: Date },
): Promise<TelegramStatus> {
  const link = await findLinkOfUser(db, userId);
  const codeExpiresAt = link || !bot ? null : await latestValidCodeExpiry(db, userId, now);
  return {
    available: bot !== null,
    connected: link !== undefined,
    bot_username: bot?.username ?? null,
    code: null,
    link: null,
    code_expires_at: codeExpiresAt?.toISOString() ?? null,
    linked_at: link?.linkedAt.toISOString() ?? null,
    telegram_username: link?.telegramUsername ?? null,
    telegram_name: link?.telegramName ?? null,
  };
}

/** A new one-time code (earlier ones stop working); the plain code is only ever in this answer. */
export async function issueLinkCode(
  db: Database,
  bot: BotInfo | null,
  { userId, now }: { userId: number; now: Date },
): Promise<TelegramStatus> {
  if (!bot) throw new AppError('SERVICE_UNAVAILABLE');
  const code = newCode();
  const expiresAt = new Date(now.getTime() + TELEGRAM_CODE_TTL_MINUTES * 60_000);
  await db.transaction((tx) =>
    replaceCodes(tx, { userId, codeHash: hashCode(code), expiresAt, createdAt: now }),
  );
  const status = await telegramStatus(db, bot, { userId, now });
  return { ...status, code, link: deepLink(bot, code), code_expires_at: expiresAt.toISOString() };
}

export async function unlinkTelegram(db: Database, userId: number): Promise<void> {
  if (!(await deleteLinkOfUser(db, userId))) throw new AppError('NOT_FOUND');
}

/** What `/start <code>` came to; `limited` carries the minutes until the chat may try again. */
export type LinkResult =
  | { outcome: 'linked'; userId: number }
  | { outcome: 'invalid' }
  | { outcome: 'limited'; retryAfterMinutes: number };

/**
 * `/start <code>` from a chat: links it to the code's customer (one chat per customer and one customer per
 * chat). Every attempt is counted before the code is looked at, so parallel guesses cannot slip past the
 * limit; past it the code is not checked at all. A successful link clears the chat's count, so what is
 * limited is the failed attempts.
 */
export async function linkChatByCode(
  db: Database,
  attempts: Limiter,
  { person, typedCode, now }: { person: ChatPerson; typedCode: string; now: Date },
): Promise<LinkResult> {
  const chat = String(person.chatId);
  const counted = await attempts.consume(chat);
  if (!counted.allowed) {
    return { outcome: 'limited', retryAfterMinutes: Math.max(1, Math.ceil(counted.retryAfterSeconds / 60)) };
  }
  const code = normalizeCode(typedCode);
  if (code.length !== TELEGRAM_CODE_LENGTH) return { outcome: 'invalid' };
  const userId = await db.transaction(async (tx) => {
    // The conditional update makes the code single use even when two deliveries race.
    const owner = await claimCode(tx, hashCode(code), now);
    if (owner === undefined) return undefined;
    await replaceLink(tx, {
      userId: owner,
      chatId: person.chatId,
      telegramUsername: person.username ?? null,
      telegramName: person.name,
      linkedAt: now,
    });
    return owner;
  });
  if (userId === undefined) return { outcome: 'invalid' };
  await attempts.reset(chat);
  return { outcome: 'linked', userId };
}

/** Whether the customer has linked Telegram, for staff. */
export async function telegramLinkForStaff(db: Database, userId: number) {
  const link = await findLinkOfUser(db, userId);
  return { linked: link !== undefined, username: link?.telegramUsername ?? null };
}
