import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, isAbsolute } from 'node:path';
import { randomUUID } from 'node:crypto';

export abstract class FileStorage {
  /** Stores bytes under a key made by newStorageKey; never overwrites. */
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  abstract get(key: string): Promise<Buffer | null>;
  abstract remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Whether `key` has the shape newStorageKey makes; check this before using a key that came from a URL. */
export const isStorageKey = (key: string): boolean => KEY.test(key);

/** A fresh key: `<folder>/<random uuid>.<extension>`; nothing of the uploader's file name is kept. */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

/**
 * Stores the bytes under a fresh key, then has them described (to the service that records them); when the
 * description is refused the bytes are removed again, so a refused upload leaves nothing behind.
 */
export async function storeThen<T>(
  storage: FileStorage,
  file: { folder: string; extension: string; bytes: Buffer; contentType: string },
  describe: (storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = newStorageKey(file.folder, file.extension);
  await storage.put(storageKey, file.bytes, file.contentType);
  try {
    return await describe(storageKey);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/** The content type follows from the key's extension. */
export class LocalDiskStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are generated, but checked again so that no key can ever leave the storage folder. */
  pathOf(key: string): string {
    const path = join(this.root, key);
    const inside = relative(this.root, path);
    if (!KEY.test(key) || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`bad storage key: ${key}`);
    return path;
  }
}
