import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';

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

/** Files under `<dataDir>/uploads`; object storage comes with S3_* configuration later. */
export function createLocalStorage(root: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async open(key) {
      if (!KEY_PATTERN.test(key)) return null;
      const file = path.join(root, key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    url: (key) => UPLOADS_PREFIX + key,
    keyOf(url) {
      const key = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : url;
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}
