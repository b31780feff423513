import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded files live. Keys are content-hashed paths like 'avatars/<sha256>.webp'. */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<NodeJS.ReadableStream | null>;
  /** the public URL the web app uses for a key */
  url(key: string): string;
  /** the key of one of our URLs, or null for anything else (external pictures, tampering) */
  keyOf(url: string): string | null;
};

export const UPLOADS_PREFIX = '/uploads/';
const KEY_PATTERN = /^[a-z]+\/[a-f0-9]{64}(-[a-z0-9]+)?\.(webp|jpg|png)$/;

/** Whether a string is one of our content-hashed keys (anything else is never read or written). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** The URL of a key, whichever store holds it: the app serves every file under /uploads/. */
export const localUrl = (key: string) => UPLOADS_PREFIX + key;

/** The key of one of our URLs, or null for anything else (external pictures, tampering). */
export function keyOfLocalUrl(url: string): string | null {
  const key = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : url;
  return isStorageKey(key) ? key : null;
}

/** Files under `<dataDir>/uploads`; with S3_* configuration buildApp uses createS3Storage instead. */
export function createLocalStorage(root: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never streams half a file, which would be cached
      // as immutable (the phone file of an older picture is written while others may ask for it).
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const file = path.join(root, key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    url: localUrl,
    keyOf: keyOfLocalUrl,
  };
}
