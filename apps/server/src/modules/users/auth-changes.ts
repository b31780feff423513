/**
 * What this process is about to change of who is signed in: a user's row ('u' and their id) or a
 * session ('s' and its id). The sessions kept in memory (auth/session-cache.ts) stop keeping that
 * user or session until the database's NOTIFY says the change committed (migration 0021), so no
 * request of this instance reads a user as it was before its own change. Changes made elsewhere
 * (another instance, the admin command) arrive by that NOTIFY alone.
 */
export type AuthChange = { kind: 'u' | 's'; id: string };

const listeners = new Set<(change: AuthChange) => void>();

/** Called by the writers before their statement: the change may still roll back, or commit. */
export function authChanging(kind: AuthChange['kind'], id: string) {
  for (const listener of listeners) listener({ kind, id });
}

/** Hears this process's coming changes until the returned function is called. */
export function onAuthChanging(listener: (change: AuthChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
