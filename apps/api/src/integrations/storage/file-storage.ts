import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The FileStorage port: bytes under an opaque key. Keys are ours (random), never a customer's file name. */
export interface FileStorage {
  /** Stores the bytes under the key; a reader sees the whole file or none of it. */
  put(key: string, content: Uint8Array | Readable): Promise<void>;
  /** The stored bytes; rejects with StoredFileMissingError when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Removes the file; a key that holds nothing is fine (deletes are retried after crashes). */
  delete(key: string): Promise<void>;
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** 128 random bits in hex: unguessable, and safe as a file name on every file system. */
export const newStorageKey = (): string => randomBytes(16).toString('hex');

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('a storage key is 32 lower-case hex digits');
}
