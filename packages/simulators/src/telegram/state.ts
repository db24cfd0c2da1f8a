import type { TgChatMessage, TgUser } from './types.js';

/** A file a person sent, as the fake Bot API keeps it. */
export interface TgStoredFile {
  file_id: string;
  file_unique_id: string;
  file_path: string;
  bytes: Buffer;
}

/** A private chat; `started` once the person has written to the bot (before that the bot cannot reply). */
export interface TgChat {
  user: TgUser;
  started: boolean;
  blocked: boolean;
  messages: TgChatMessage[];
}

/** Everything the fake Bot API remembers, in memory. */
export class TelegramState {
  readonly chats = new Map<number, TgChat>();
  webhookUrl = '';
  secretToken: string | undefined;
  lastError: { date: number; message: string } | undefined;
  /** Updates waiting for getUpdates while no webhook is set. */
  readonly pending: Record<string, unknown>[] = [];
  commands: unknown[] = [];
  /** Files people sent, by file_id: what getFile describes and /file/bot<token>/<file_path> serves. */
  readonly files = new Map<string, TgStoredFile>();
  private nextFileId = 1;
  private nextUserId = 700_000_001;
  private nextUpdateId = 100_000_001;
  private nextMessageId = 1;

  constructor(private readonly now: () => number) {}

  createUser(profile: Partial<Omit<TgUser, 'id' | 'is_bot'>>): TgUser {
    const id = this.nextUserId;
    this.nextUserId += 1;
    const user: TgUser = {
      id,
      is_bot: false,
      first_name: profile.first_name ?? `Tester ${id % 1000}`,
      username: profile.username ?? `tester_${id}`,
      language_code: profile.language_code ?? 'uz',
    };
    this.chats.set(id, { user, started: false, blocked: false, messages: [] });
    return user;
  }

  addFile(bytes: Buffer, extension: string): TgStoredFile {
    const n = this.nextFileId;
    this.nextFileId += 1;
    const file: TgStoredFile = {
      // Telegram's ids are long opaque strings; these only need to be unique and look the part.
      file_id: `BQACAgIAAxkBAAI${String(n).padStart(6, '0')}`,
      file_unique_id: `AgAD${String(n).padStart(4, '0')}`,
      file_path: `${extension === 'jpg' ? 'photos' : 'documents'}/file_${n}.${extension}`,
      bytes,
    };
    this.files.set(file.file_id, file);
    return file;
  }

  updateId(): number {
    const id = this.nextUpdateId;
    this.nextUpdateId += 1;
    return id;
  }

  addMessage(chat: TgChat, from: 'user' | 'bot', text: string, parseMode?: string): TgChatMessage {
    const message: TgChatMessage = {
      message_id: this.nextMessageId,
      date: Math.floor(this.now() / 1000),
      from,
      text,
      ...(parseMode ? { parse_mode: parseMode } : {}),
    };
    this.nextMessageId += 1;
    chat.messages.push(message);
    return message;
  }
}
