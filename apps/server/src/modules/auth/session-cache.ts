import { LRUCache } from 'lru-cache';
import type { Listen } from '../../db/listen';
import { onAuthChanging, type AuthChange } from '../users/auth-changes';
import type { UserRow } from '../users/repository';

/** A live session as its lookup finds it. */
export type FoundSession = { user: UserRow; expiresAt: Date };

/** Kept a minute at most: a message lost without the connection breaking lasts no longer. */
const KEPT_MS = 60_000;
/** the most sessions kept: about 1 KB each */
const MOST = 10_000;

/**
 * Sessions kept in memory (issue 38): a signed-in request paid a database round trip for its
 * session before its own work; now an instance keeps each session's user a minute and forgets it
 * when it changes. Every instance hears a change on 'auth_changes' (migration 0021's triggers,
 * sent when the change commits); changes this process is about to make are held back from the
 * moment they start (users/auth-changes.ts) until that message, so a request never reads the
 * user as they were before its own instance's change. While the channel is not heard (the
 * connection broke), nothing is kept and every request looks its session up, as before.
 */
export async function sessionsInMemory(
  listen: Listen,
  lookup: (sessionId: string) => Promise<FoundSession | null>,
) {
  const kept = new LRUCache<string, FoundSession>({ max: MOST, ttl: KEPT_MS });
  /** 'u'/'s' + id → until when a change of this process holds it back (it may roll back) */
  const held = new Map<string, number>();
  let hearing = false;
  /** counts every forgetting: a lookup begun before one does not keep what it read */
  let epoch = 0;

  const forget = ({ kind, id }: AuthChange) => {
    epoch += 1;
    if (kind === 's') kept.delete(id);
    else
      for (const [sessionId, found] of kept.entries())
        if (found.user.id === id) kept.delete(sessionId);
  };
  const isHeld = (key: string, now: number) => {
    const until = held.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    held.delete(key);
    return false;
  };
  const stopHearingLocal = onAuthChanging((change) => {
    held.set(change.kind + change.id, Date.now() + KEPT_MS);
    forget(change);
  });
  const stopListening = await listen('auth_changes', {
    message(payload) {
      const kind = payload[0];
      if (kind !== 'u' && kind !== 's') return;
      const change = { kind, id: payload.slice(1) } as const;
      held.delete(kind + change.id);
      forget(change);
    },
    up() {
      kept.clear();
      epoch += 1;
      hearing = true;
    },
    down() {
      hearing = false;
      kept.clear();
      epoch += 1;
    },
  });

  return {
    /** The user of this session id, or null when it is unknown or expired. */
    async userOf(sessionId: string): Promise<UserRow | null> {
      const now = Date.now();
      const hit = hearing ? kept.get(sessionId) : undefined;
      if (hit && hit.expiresAt.getTime() > now) return hit.user;
      const began = epoch;
      const found = await lookup(sessionId);
      if (!found) {
        kept.delete(sessionId);
        return null;
      }
      const keep =
        hearing &&
        began === epoch &&
        !isHeld(`s${sessionId}`, now) &&
        !isHeld(`u${found.user.id}`, now);
      if (keep)
        kept.set(sessionId, { user: Object.freeze(found.user), expiresAt: found.expiresAt });
      return found.user;
    },
    async close() {
      stopHearingLocal();
      // The database may be closed already (the hooks' order): nothing is left to stop then.
      await stopListening().catch(() => {});
      kept.clear();
    },
  };
}

export type SessionsInMemory = Awaited<ReturnType<typeof sessionsInMemory>>;
