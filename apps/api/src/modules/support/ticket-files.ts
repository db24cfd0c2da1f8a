import { TICKET_ATTACHMENT_TYPES, type TicketAttachmentType } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { type FileStorage, newStorageKey } from '../../integrations/storage/file-storage.js';

/** A file as received (upload, e-mail or Telegram), before it is checked. */
export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

export interface StoredTicketFile {
  storageKey: string;
  fileName: string;
  contentType: TicketAttachmentType;
  sizeBytes: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The type read from the bytes, never the sender's name or Content-Type: images and PDF by their magic bytes
 * (file-type); text has none, so valid UTF-8 without NUL or other binary control bytes counts as plain text.
 */
export async function detectTicketFileType(bytes: Uint8Array): Promise<TicketAttachmentType | null> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected) {
    return (TICKET_ATTACHMENT_TYPES as readonly string[]).includes(detected)
      ? (detected as TicketAttachmentType)
      : null;
  }
  try {
    const text = utf8.decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: binary control bytes are what this refuses
    return /[\u0000-\u0008\u000e-\u001a\u007f]/.test(text) ? null : 'text/plain';
  } catch {
    return null;
  }
}

/**
 * A file name fit to show and to offer on download: no folders, quotes, control characters (C0 and C1) or bidi
 * overrides (which make "gpj.exe" read as "exe.jpg" on a staff member's screen), bounded.
 */
export function cleanFileName(name: string, contentType: TicketAttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"<>|*?:]/g, '')
    .trim();
  if (base) return base.slice(-120);
  const extension = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
    'text/plain': 'txt',
  }[contentType];
  return `attachment.${extension}`;
}

/** Writes checked files under fresh random keys; if one write fails, those already written are removed. */
export async function storeTicketFiles(
  storage: FileStorage,
  files: { fileName: string; bytes: Buffer; contentType: TicketAttachmentType }[],
): Promise<StoredTicketFile[]> {
  const stored: StoredTicketFile[] = [];
  try {
    for (const file of files) {
      const storageKey = newStorageKey();
      await storage.put(storageKey, file.bytes);
      stored.push({
        storageKey,
        fileName: cleanFileName(file.fileName, file.contentType),
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
      });
    }
  } catch (error) {
    await removeTicketFiles(
      storage,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
  return stored;
}

/** Removes files no row points at (a failed transaction's); logged, not thrown. */
export async function removeTicketFiles(storage: FileStorage, keys: string[], log?: FastifyBaseLogger) {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((error: unknown) => log?.error({ err: error, key }, 'an attachment was not removed')),
    ),
  );
}
