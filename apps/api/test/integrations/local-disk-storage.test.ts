import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, StoredFileMissingError } from '../../src/integrations/storage/file-storage.js';
import { createLocalDiskStorage } from '../../src/integrations/storage/local-disk-storage.js';

let root: string;
beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'portal-storage-')), 'uploads');
});
afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('local disk FileStorage', () => {
  it('stores bytes and streams under random keys in private folders, and deletes them', async () => {
    const storage = createLocalDiskStorage(root);
    const [first, second] = [newStorageKey(), newStorageKey()];
    expect(first).toMatch(/^[a-f0-9]{32}$/);
    expect(first).not.toBe(second);
    await storage.put(first, Buffer.from('bytes'));
    await storage.put(second, Readable.from([Buffer.from('str'), Buffer.from('eam')]));
    expect((await readAll(await storage.open(first))).toString()).toBe('bytes');
    expect((await readAll(await storage.open(second))).toString()).toBe('stream');

    expect((await stat(root)).mode & 0o777).toBe(0o700);
    const file = path.join(root, first.slice(0, 2), first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Nothing half-written is left in the temporary folder.
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);

    await storage.delete(first);
    await storage.delete(first);
    await expect(storage.open(first)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('refuses keys that are not its own random ids (no path can be smuggled in)', async () => {
    const storage = createLocalDiskStorage(root);
    for (const key of ['../../etc/passwd', 'photo.jpg', 'A'.repeat(32), '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
      await expect(storage.open(key)).rejects.toThrow();
    }
  });

  it('leaves no file behind when a stream fails half-way', async () => {
    const storage = createLocalDiskStorage(root);
    const key = newStorageKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('connection lost');
    await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });
});
