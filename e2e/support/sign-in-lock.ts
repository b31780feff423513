import fs from 'node:fs';
import path from 'node:path';
import { mailFile } from './mailbox';

/** A sign-in lock older than this was left by a worker that died mid sign-in. */
const STALE_MS = 60_000;

/**
 * Journeys in both workers sign in as the same demo owners, and `codeFor` takes the newest code
 * mailed to an address: two sign-ins at once could each read the other's code, and the one used
 * second is refused as spent. One sign-in per address at a time, across workers.
 */
export const oneSignInAt = <T>(email: string, signIn: () => Promise<T>): Promise<T> =>
  oneAtATime(`sign-in-${email.toLowerCase()}`, signIn, STALE_MS);

/**
 * A demo owner's language is kept on their account and follows them into every session they
 * have open, so a journey that shows an owner's pages in Somali would turn another journey's
 * pages of the same owner Somali half way. The journeys that choose an owner's language, and
 * those that read that owner's pages by their English words, hold this while they do.
 */
export const oneLanguageAt = <T>(email: string, work: () => Promise<T>): Promise<T> =>
  oneAtATime(`language-${email.toLowerCase()}`, work, 10 * 60_000);

/**
 * `work` while no other worker runs work under the same name: a lock folder beside the mailbox
 * file (mkdir either creates it or fails, atomically); one older than `staleMs` was left by a
 * worker that died holding it.
 */
async function oneAtATime<T>(name: string, work: () => Promise<T>, staleMs: number): Promise<T> {
  const lock = path.join(path.dirname(mailFile()), `${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age =
        Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
