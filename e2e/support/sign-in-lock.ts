import fs from 'node:fs';
import path from 'node:path';
import { mailFile } from './mailbox';

/** A lock older than this was left by a worker that died mid sign-in. */
const STALE_MS = 60_000;

/**
 * Journeys in both workers sign in as the same demo owners, and `codeFor` takes the newest code
 * mailed to an address: two sign-ins at once could each read the other's code, and the one used
 * second is refused as spent. One sign-in per address at a time, across workers: a lock folder
 * beside the mailbox file (mkdir either creates it or fails, atomically).
 */
export async function oneSignInAt<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(path.dirname(mailFile()), `sign-in-${email.toLowerCase()}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await signIn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
